import type { CustomGameContent } from './props.ts';

/**
 * Spec 7: the quizId of a custom game's result, `MATCHING_{TITLE}` or `MULTIPLE_CHOICE_{TITLE}`.
 * TITLE is the title uppercased (German rules: sharp s → SS) with umlauts spelled out (Ä → AE, Ö → OE,
 * Ü → UE) and other accents removed; runs of white space become one underscore; every other
 * character that is not A–Z, 0–9 or _ is dropped, and repeated underscores collapse. An LMS thus
 * gets a plain ASCII id: 'Städte & Flüsse 1' → 'MATCHING_STAEDTE_FLUESSE_1'. A title with nothing
 * left gives the bare prefix ('MATCHING').
 */
export function customQuizId(gameType: CustomGameContent['gameType'], title: string): string {
  const prefix = gameType === 'matching' ? 'MATCHING' : 'MULTIPLE_CHOICE';
  const titlePart = title
    .toUpperCase()
    .replace(/Ä/g, 'AE')
    .replace(/Ö/g, 'OE')
    .replace(/Ü/g, 'UE')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^A-Z0-9_]/g, '')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
  return titlePart ? `${prefix}_${titlePart}` : prefix;
}
