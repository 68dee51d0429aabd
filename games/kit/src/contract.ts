/**
 * The mount contract of games is declared once, in @platform/ui (`GameProps`); the kit
 * re-exports it so a game imports everything it needs from one place.
 */
export type { GameProps, GameResultPayload, GameSettings } from '@platform/ui/contract';
