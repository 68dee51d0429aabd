import { describe, expect, it } from 'vitest';
import { customQuizId } from './custom-quiz-id.ts';

describe('customQuizId (spec 7: title uppercased, spaces to underscores)', () => {
  it('uppercases and turns spaces into underscores', () => {
    expect(customQuizId('matching', 'Hauptstädte Europas')).toBe('MATCHING_HAUPTSTAEDTE_EUROPAS');
    expect(customQuizId('multipleChoice', 'Rechnen bis 100')).toBe('MULTIPLE_CHOICE_RECHNEN_BIS_100');
  });
  it('spells out umlauts and ß, drops accents and other characters, collapses underscores', () => {
    expect(customQuizId('matching', 'Städte & Flüsse 1')).toBe('MATCHING_STAEDTE_FLUESSE_1');
    expect(customQuizId('matching', '  Straße – Café?  ')).toBe('MATCHING_STRASSE_CAFE');
    expect(customQuizId('matching', '???')).toBe('MATCHING');
  });
});

