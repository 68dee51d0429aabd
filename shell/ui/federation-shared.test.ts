import { GAME_SHARED } from '@lernplattform/game-build';
import { describe, expect, it } from 'vitest';
import { SHARED_SINGLETONS } from './federation-shared.ts';

describe('the React a game bundle asks for', () => {
  it('is the range the shell provides, so every game built with the SDK preset loads in the shell', () => {
    expect(GAME_SHARED.react).toEqual(SHARED_SINGLETONS.react);
    expect(GAME_SHARED['react-dom']).toEqual(SHARED_SINGLETONS['react-dom']);
  });
});
