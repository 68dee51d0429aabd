import { GAME_LIMITS, type Pair, type Question } from '../../contract/custom-games.ts';

/** Why an entry of an imported file was left out (German, shown to the teacher). */
export interface Skipped {
  /** The question's name in the file (Moodle) or its row (CSV). */
  name: string;
  reason: string;
}

/**
 * What an import found: matching pairs and multiple-choice questions (the teacher picks the game
 * type; the form keeps what fits), what was left out and why, and a German summary of both.
 */
export interface ImportResult {
  pairs: Pair[];
  questions: Question[];
  skipped: Skipped[];
  summary: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Caps the entries at the games' maxima (spec 9) and writes the German summary. */
export function finishImport(pairs: Pair[], questions: Question[], skipped: Skipped[]): ImportResult {
  if (pairs.length > GAME_LIMITS.pairsMax) {
    skipped.push({ name: 'Paare', reason: `höchstens ${GAME_LIMITS.pairsMax} Paare pro Spiel; ${pairs.length - GAME_LIMITS.pairsMax} weggelassen` });
    pairs = pairs.slice(0, GAME_LIMITS.pairsMax);
  }
  if (questions.length > GAME_LIMITS.questionsMax) {
    skipped.push({ name: 'Fragen', reason: `höchstens ${GAME_LIMITS.questionsMax} Fragen pro Spiel; ${questions.length - GAME_LIMITS.questionsMax} weggelassen` });
    questions = questions.slice(0, GAME_LIMITS.questionsMax);
  }
  const found = [
    pairs.length ? plural(pairs.length, 'Paar (Zuordnen)', 'Paare (Zuordnen)') : null,
    questions.length ? plural(questions.length, 'Frage (Multiple Choice)', 'Fragen (Multiple Choice)') : null,
  ].filter(Boolean);
  const imported = found.length ? `Importiert: ${found.join(' und ')}.` : 'Nichts importiert.';
  const left = skipped.length ? ` Nicht importiert: ${skipped.map((s) => `«${s.name}» (${s.reason})`).join(', ')}.` : '';
  return { pairs, questions, skipped, summary: imported + left };
}
