/**
 * The game contract (@lernplattform/game-contract) is the one definition games are built
 * against; the API's zod schemas validate the same shapes on the wire. This file fails to
 * compile when they drift apart (no runtime code uses it).
 */
import type { CustomGameContent as ContractCustomGameContent, GameSettings as ContractGameSettings } from '@lernplattform/game-contract';
import type { CustomGameContent } from './custom-games.ts';
import type { GameSettings } from './game-block.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const GAME_CONTRACT_FITS: {
  /** What GET /api/custom-games/{id} answers is exactly what a template bundle takes as `customGame`. */
  customGame: Same<CustomGameContent, ContractCustomGameContent>;
  /** Every stored block setting is one a game understands. */
  settings: GameSettings extends ContractGameSettings ? true : false;
} = { customGame: true, settings: true };
