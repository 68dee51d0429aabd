/**
 * The game creation form as pure functions (spec 2 'Game creation', spec 5 'Custom game saving'):
 * what the form holds, its add/remove rules, what is sent, whether it may be saved, and what the
 * live preview plays. Validation is the API's own schema (api/custom-games), so the form and the
 * server agree on what a savable game is.
 */
import {
  CustomGameInputSchema,
  GAME_LIMITS,
  PairSchema,
  QuestionSchema,
  keepFilledPairs,
  keepFilledQuestions,
  type CustomGame,
  type CustomGameBody,
  type CustomGameContent,
  type CustomGameType,
} from 'api/custom-games';

/** A pair row; a pair's optional name and description (spec 3 'Pair') ride along unchanged, so saving an edited game keeps them. */
export interface PairDraft { id: string; start: string; end: string; name?: string; description?: string }
export interface QuestionDraft { id: string; question: string; answers: string[]; correctAnswers: number[] }

export interface GameFormValues {
  gameType: CustomGameType;
  name: string;
  description: string;
  pairs: PairDraft[];
  questions: QuestionDraft[];
  shuffleColumns: boolean;
  timer: boolean;
  /** As typed; a number ≥ 0 to be valid (0 = no limit). */
  timeLimit: string;
}

let counter = 0;
/** A fresh id for a pair, question or answer row (stable React keys, stored with the game). */
export const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

const emptyPair = (): PairDraft => ({ id: newId('p'), start: '', end: '' });
const emptyQuestion = (): QuestionDraft => ({ id: newId('q'), question: '', answers: ['', ''], correctAnswers: [] });

/** Spec 9: the form starts with three empty pairs and one question with two answers. */
export function emptyGameForm(gameType: CustomGameType = 'matching'): GameFormValues {
  return {
    gameType,
    name: '',
    description: '',
    pairs: Array.from({ length: GAME_LIMITS.pairsMin }, emptyPair),
    questions: [emptyQuestion()],
    shuffleColumns: true,
    timer: true,
    timeLimit: String(GAME_LIMITS.defaultTimeLimit),
  };
}

/** An existing game in the form (editing uses the same screen). */
export function formOf(game: CustomGame): GameFormValues {
  const base = emptyGameForm(game.game_type);
  const { content } = game;
  return {
    ...base,
    name: game.name,
    description: game.description ?? '',
    pairs: content.pairs.length ? content.pairs.map((p) => ({ ...p })) : base.pairs,
    questions: content.questions.length ? content.questions.map((q) => ({ ...q, answers: [...q.answers], correctAnswers: [...q.correctAnswers] })) : base.questions,
    shuffleColumns: content.settings.shuffleColumns,
    timer: content.settings.timer,
    timeLimit: String(content.settings.timeLimit),
  };
}

// ── Rows: add and remove within the limits ──

export const canAddPair = (v: GameFormValues) => v.pairs.length < GAME_LIMITS.pairsMax;
export const canRemovePair = (v: GameFormValues) => v.pairs.length > GAME_LIMITS.pairsMin;
export const canAddQuestion = (v: GameFormValues) => v.questions.length < GAME_LIMITS.questionsMax;
export const canRemoveQuestion = (v: GameFormValues) => v.questions.length > GAME_LIMITS.questionsMin;
export const canAddAnswer = (q: QuestionDraft) => q.answers.length < GAME_LIMITS.answersMax;
export const canRemoveAnswer = (q: QuestionDraft) => q.answers.length > GAME_LIMITS.answersMin;

export const addPair = (v: GameFormValues): GameFormValues => (canAddPair(v) ? { ...v, pairs: [...v.pairs, emptyPair()] } : v);
export const removePair = (v: GameFormValues, id: string): GameFormValues =>
  canRemovePair(v) ? { ...v, pairs: v.pairs.filter((p) => p.id !== id) } : v;
export const updatePair = (v: GameFormValues, id: string, patch: Partial<PairDraft>): GameFormValues =>
  ({ ...v, pairs: v.pairs.map((p) => (p.id === id ? { ...p, ...patch } : p)) });

export const addQuestion = (v: GameFormValues): GameFormValues =>
  (canAddQuestion(v) ? { ...v, questions: [...v.questions, emptyQuestion()] } : v);
export const removeQuestion = (v: GameFormValues, id: string): GameFormValues =>
  canRemoveQuestion(v) ? { ...v, questions: v.questions.filter((q) => q.id !== id) } : v;
const mapQuestion = (v: GameFormValues, id: string, change: (q: QuestionDraft) => QuestionDraft): GameFormValues =>
  ({ ...v, questions: v.questions.map((q) => (q.id === id ? change(q) : q)) });
export const setQuestionText = (v: GameFormValues, id: string, question: string) => mapQuestion(v, id, (q) => ({ ...q, question }));
export const setAnswer = (v: GameFormValues, id: string, index: number, text: string) =>
  mapQuestion(v, id, (q) => ({ ...q, answers: q.answers.map((a, i) => (i === index ? text : a)) }));
export const addAnswer = (v: GameFormValues, id: string) => mapQuestion(v, id, (q) => (canAddAnswer(q) ? { ...q, answers: [...q.answers, ''] } : q));
/** Removing an answer re-indexes the correct answers (spec 5). */
export const removeAnswer = (v: GameFormValues, id: string, index: number) =>
  mapQuestion(v, id, (q) =>
    canRemoveAnswer(q)
      ? {
          ...q,
          answers: q.answers.filter((_, i) => i !== index),
          correctAnswers: q.correctAnswers.filter((i) => i !== index).map((i) => (i > index ? i - 1 : i)),
        }
      : q,
  );
export const toggleCorrect = (v: GameFormValues, id: string, index: number) =>
  mapQuestion(v, id, (q) => ({
    ...q,
    correctAnswers: q.correctAnswers.includes(index) ? q.correctAnswers.filter((i) => i !== index) : [...q.correctAnswers, index].sort((a, b) => a - b),
  }));

// ── Saving ──

/** The time limit in seconds, or null when the input is not a whole number ≥ 0. */
export function parseTimeLimit(input: string): number | null {
  const trimmed = input.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= GAME_LIMITS.timeLimitMax ? value : null;
}

/** What is sent: only the entries of the chosen type; unfilled entries are dropped by the schema. */
export function toGameBody(v: GameFormValues): CustomGameBody {
  const settings = { shuffleColumns: v.shuffleColumns, timer: v.timer, timeLimit: v.timer ? parseTimeLimit(v.timeLimit) ?? -1 : 0 };
  const common = { name: v.name, description: v.description, settings };
  return v.gameType === 'matching'
    ? { gameType: 'matching', ...common, pairs: v.pairs }
    : { gameType: 'multipleChoice', ...common, questions: v.questions };
}

/** Spec 5: saving needs a name, a loaded user and valid entries (checked with the API's schema). */
export function canSaveGame(v: GameFormValues, userLoaded: boolean): boolean {
  return userLoaded && v.name.trim() !== '' && CustomGameInputSchema.safeParse(toGameBody(v)).success;
}

/**
 * What the live preview plays: the valid entries so far; with none, the template's sample game
 * (spec 9: sample defaults 2+2 and primes). The preview applies no time limit (spec 4).
 */
export function previewContent(v: GameFormValues, sample: CustomGameContent): CustomGameContent {
  const settings = { shuffleColumns: v.shuffleColumns, timer: v.timer, timeLimit: parseTimeLimit(v.timeLimit) ?? 0 };
  const title = v.name.trim() || sample.title;
  if (v.gameType === 'matching') {
    const pairs = (keepFilledPairs(v.pairs) as unknown[]).flatMap((p) => {
      const parsed = PairSchema.safeParse(p);
      return parsed.success ? [parsed.data] : [];
    });
    return pairs.length ? { gameType: 'matching', title, pairs, questions: [], settings } : { ...sample, settings };
  }
  const questions = (keepFilledQuestions(v.questions) as unknown[]).flatMap((q) => {
    const parsed = QuestionSchema.safeParse(q);
    return parsed.success ? [parsed.data] : [];
  });
  return questions.length ? { gameType: 'multipleChoice', title, pairs: [], questions, settings } : { ...sample, settings };
}

// ── Import ──

/** The format of an imported file, by its name: .xml is Moodle XML, anything else the simple CSV. */
export const importFormatOf = (fileName: string): 'moodle-xml' | 'csv' => (/\.xml$/i.test(fileName) ? 'moodle-xml' : 'csv');

/**
 * Puts what an import found into the form: the entries of the chosen template replace the form's,
 * or, when the file holds only the other kind, the template switches to it. A matching game keeps
 * at least three rows (empty ones to fill in).
 */
export function applyImport(v: GameFormValues, imported: { pairs: PairDraft[]; questions: QuestionDraft[] }): GameFormValues {
  const has = { matching: imported.pairs.length > 0, multipleChoice: imported.questions.length > 0 };
  const gameType = has[v.gameType] ? v.gameType : has.matching ? 'matching' : has.multipleChoice ? 'multipleChoice' : v.gameType;
  const pairs = has.matching ? imported.pairs.map((p) => ({ ...p, id: newId('p') })) : v.pairs;
  while (pairs.length < GAME_LIMITS.pairsMin) pairs.push(emptyPair());
  const questions = has.multipleChoice
    ? imported.questions.map((q) => ({ id: newId('q'), question: q.question, answers: [...q.answers], correctAnswers: [...q.correctAnswers] }))
    : v.questions;
  return { ...v, gameType, pairs, questions };
}
