import type { GameResultMessage } from './result.ts';

/**
 * A lesson's game settings (spec 3 'Game' settings). allowRetry false hides 'Nochmal spielen',
 * showScore false hides the score during play; the time limit (seconds, 0 = none) is enforced by
 * the host around the game.
 */
export interface GameSettings {
  timeLimit: number;
  allowRetry: boolean;
  showScore: boolean;
  /** Guessing games: the teacher's 'Zielpunktzahl'; set, the start overlay shows no slider. */
  target?: number;
  /** Weltkarte: the teacher's part of the world; set, the start overlay offers no choice. */
  region?: string;
}

/** A pair of a matching game ('Zuordnen'): a sentence start and its end. */
export interface CustomGamePair {
  id: string;
  start: string;
  end: string;
  name?: string | undefined;
  description?: string | undefined;
}

/** A question of a multiple-choice game; `correctAnswers` are indexes into `answers`. */
export interface CustomGameQuestion {
  id: string;
  question: string;
  answers: string[];
  correctAnswers: number[];
}

/** A teacher's own game as the platform hands it to the template's bundle. */
export interface CustomGameContent {
  gameType: 'matching' | 'multipleChoice';
  title: string;
  pairs: CustomGamePair[];
  questions: CustomGameQuestion[];
  settings: { shuffleColumns: boolean; timer: boolean; timeLimit: number };
}

/** Props of every game's default export (the module a bundle exposes as `./Game`). */
export interface GameProps {
  /** True on the standalone page (the game posts its result to window.parent). */
  standalone?: boolean;
  /** Called once when the round ends, with the result message. */
  onResult?: (message: GameResultMessage) => void;
  /**
   * The round so far, in the same shape as onResult's message (with `result.completion` false),
   * each time it changes while the round runs. A host that ends a round from outside (a lesson's
   * time limit) stores the last one, so a round cut short still counts with the score reached.
   */
  onProgress?: (message: GameResultMessage) => void;
  /**
   * Called once when the round's first question shows (after the start overlay): a lesson counts
   * the try from here, so opening and closing the game before that costs none.
   */
  onStart?: () => void;
  /** Seed for deterministic shuffling (tests, replays). */
  seed?: number;
  /** Custom games (one bundle per template): the game to play, as the platform's API returns it. */
  customGame?: CustomGameContent;
  /** Custom games: the id of a public game the bundle loads itself from the platform's API. */
  gameId?: string;
  /** The editor's live preview: the time limit is not applied and no result is posted. */
  preview?: boolean;
  /** How a lesson's game block plays the game; absent = play freely. */
  settings?: Partial<GameSettings>;
}
