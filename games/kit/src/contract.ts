/**
 * The mount contract of games is declared once, in @lernplattform/game-contract; the kit
 * re-exports it so a game imports everything it needs from one place.
 */
export type { GameProps, GameSettings, GameResultMessage, CustomGameContent } from '@lernplattform/game-contract';
