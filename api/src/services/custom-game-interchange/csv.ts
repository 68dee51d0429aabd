import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { GAME_LIMITS, type CustomGameContent, type Pair, type Question } from '../../contract/custom-games.ts';
import { finishImport, type ImportResult, type Skipped } from './import-result.ts';

/**
 * The simple CSV format (comma or semicolon, UTF-8, first row the header, as spreadsheet programs
 * save it):
 * - Zuordnen: header `Satzanfang,Satzende`, one pair per row.
 * - Multiple Choice: header `Frage,Antwort 1,…,Antwort 5,Richtig`; `Richtig` lists the numbers of
 *   the correct answers, separated by spaces, commas or semicolons (e.g. `1 3`).
 */
export const CSV_HEADERS = {
  matching: ['Satzanfang', 'Satzende'],
  multipleChoice: ['Frage', ...Array.from({ length: GAME_LIMITS.answersMax }, (_, i) => `Antwort ${i + 1}`), 'Richtig'],
} as const;

const norm = (s: string) => s.trim().toLowerCase();

export function importCsv(text: string): ImportResult {
  const rows = parse(text.replace(/^\uFEFF/, ''), {
    delimiter: [',', ';', '\t'], relax_column_count: true, skip_empty_lines: true, trim: true,
  }) as string[][];
  const [header, ...body] = rows;
  const pairs: Pair[] = [];
  const questions: Question[] = [];
  const skipped: Skipped[] = [];
  if (!header) return finishImport(pairs, questions, [{ name: 'Datei', reason: 'leer' }]);
  const first = norm(header[0] ?? '');
  if (first === 'satzanfang') {
    body.forEach(([start = '', end = ''], i) => {
      if (start && end) pairs.push({ id: `csv-p${i}`, start, end });
      else skipped.push({ name: `Zeile ${i + 2}`, reason: 'Satzanfang oder Satzende fehlt' });
    });
  } else if (first === 'frage') {
    const correctColumn = header.findIndex((h) => norm(h) === 'richtig');
    body.forEach((row, i) => {
      const name = `Zeile ${i + 2}`;
      const question = row[0] ?? '';
      const cells = row.slice(1, correctColumn > 0 ? correctColumn : undefined);
      const numbers = (correctColumn > 0 ? row[correctColumn] ?? '' : '').split(/[\s,;]+/).filter(Boolean).map(Number);
      const answers = cells.map((a, index) => ({ a, number: index + 1 })).filter(({ a }) => a !== '');
      const correctAnswers = answers.flatMap(({ number }, index) => (numbers.includes(number) ? [index] : []));
      if (!question) skipped.push({ name, reason: 'ohne Fragetext' });
      else if (answers.length < GAME_LIMITS.answersMin || answers.length > GAME_LIMITS.answersMax) {
        skipped.push({ name, reason: `${GAME_LIMITS.answersMin} bis ${GAME_LIMITS.answersMax} Antworten nötig` });
      } else if (correctAnswers.length === 0) skipped.push({ name, reason: 'keine richtige Antwort' });
      else questions.push({ id: `csv-q${i}`, question, answers: answers.map(({ a }) => a), correctAnswers });
    });
  } else {
    skipped.push({ name: 'Datei', reason: 'unbekannte Kopfzeile (erwartet «Satzanfang,Satzende» oder «Frage,Antwort 1,…,Richtig»)' });
  }
  return finishImport(pairs, questions, skipped);
}

/** A game in the same CSV format (comma-separated, with the header row). */
export function exportCsv(content: CustomGameContent): string {
  if (content.gameType === 'matching') {
    return stringify([[...CSV_HEADERS.matching], ...content.pairs.map((p) => [p.start, p.end])]);
  }
  const rows = content.questions.map((q) => {
    const answers = Array.from({ length: GAME_LIMITS.answersMax }, (_, i) => q.answers[i] ?? '');
    return [q.question, ...answers, q.correctAnswers.map((i) => i + 1).join(' ')];
  });
  return stringify([[...CSV_HEADERS.multipleChoice], ...rows]);
}
