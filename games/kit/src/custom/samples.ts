import type { CustomGameContent } from '../contract.ts';

const settings = { shuffleColumns: true, timer: true, timeLimit: 300 };

/**
 * What a custom game bundle plays when it is given no game (spec 9: 'sample defaults (2+2, primes)
 * appear in multiple choice when no data is given'): the editor's preview of an empty form and a
 * host that mounts the bundle without a game.
 */
export const SAMPLE_GAMES: Record<'matching' | 'multipleChoice', CustomGameContent> = {
  matching: {
    gameType: 'matching',
    title: 'Beispiel',
    pairs: [
      { id: 'sample-1', start: 'Die Hauptstadt der Schweiz ist', end: 'Bern' },
      { id: 'sample-2', start: 'Der höchste Berg der Schweiz ist', end: 'die Dufourspitze' },
      { id: 'sample-3', start: 'Der grösste See ganz in der Schweiz ist', end: 'der Neuenburgersee' },
    ],
    questions: [],
    settings,
  },
  multipleChoice: {
    gameType: 'multipleChoice',
    title: 'Beispiel',
    pairs: [],
    questions: [
      { id: 'sample-1', question: 'Was ist 2 + 2?', answers: ['3', '4', '5'], correctAnswers: [1] },
      { id: 'sample-2', question: 'Welche dieser Zahlen sind Primzahlen?', answers: ['2', '4', '7', '9'], correctAnswers: [0, 2] },
    ],
    settings,
  },
};
