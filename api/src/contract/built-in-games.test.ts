import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_GAMES } from './games.ts';

const gamesDir = path.resolve(import.meta.dirname, '../../../games');
/** Every game folder's package.json "platformGame": where a game's key, title and quiz id are written (its code reads them from there). */
const declared = fs.readdirSync(gamesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && fs.existsSync(path.join(gamesDir, d.name, 'package.json')))
  .map((d) => JSON.parse(fs.readFileSync(path.join(gamesDir, d.name, 'package.json'), 'utf8')) as { platformGame?: { key: string; title: string; quizId?: string } })
  .flatMap((pkg) => (pkg.platformGame ? [pkg.platformGame] : []));

describe('the built-in games a lesson can hold', () => {
  it.each(Object.entries(BUILT_IN_GAMES))('%s has the title and quiz id of its package', (key, game) => {
    const pkg = declared.find((g) => g.key === key);
    expect(pkg, `games/*/package.json with platformGame.key '${key}'`).toBeDefined();
    expect({ title: game.title, quizId: game.quizId }).toEqual({ title: pkg?.title, quizId: pkg?.quizId });
  });
});
