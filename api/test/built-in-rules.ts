import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildRulesScript } from '@lernplattform/game-build';
import { RULES_FILE, RULES_GLOBAL, type GameRulesModule } from '@lernplattform/game-contract';

/**
 * The built-in games' rules as their builds ship them, for API tests that run before `npm run build`: each game's
 * rules module bundled by the SDK's own build step into `<dir>/<key>/rules.js`, beside the JSON files of its public/
 * folder (what its federated build serves, e.g. bundesrat.json). The API reads these folders as it reads
 * games/<key>/dist/federated in production.
 */
const GAMES_DIR = path.resolve(import.meta.dirname, '..', '..', 'games');

export async function buildBuiltInRules(dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-rules-'))): Promise<string> {
  for (const folder of fs.readdirSync(GAMES_DIR)) {
    const pkgFile = path.join(GAMES_DIR, folder, 'package.json');
    if (!fs.existsSync(pkgFile)) continue;
    const game = (JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { platformGame?: { key: string; rules?: string } }).platformGame;
    if (!game?.rules) continue;
    const out = path.join(dir, game.key);
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, RULES_FILE), await buildRulesScript(path.join(GAMES_DIR, folder), game.rules));
    const publicDir = path.join(GAMES_DIR, folder, 'public');
    for (const file of fs.existsSync(publicDir) ? fs.readdirSync(publicDir).filter((f) => f.endsWith('.json')) : []) {
      fs.copyFileSync(path.join(publicDir, file), path.join(out, file));
    }
  }
  return dir;
}

/** A built rules script's module, run directly in Node (trusted test code: the "browser" side of a test round, the bench's baseline). */
export function rulesModuleOf(script: string): GameRulesModule {
  // Our own build's output, in tests only (the server runs it in the sandbox).
  return new Function(`${script}\nreturn ${RULES_GLOBAL};`)() as GameRulesModule;
}

/** The rules module of a built-in game from `buildBuiltInRules`' folder, with its data files. */
export function builtInRules(dir: string, key: string): { module: GameRulesModule; files: Record<string, unknown> } {
  const module = rulesModuleOf(fs.readFileSync(path.join(dir, key, RULES_FILE), 'utf8'));
  const files = Object.fromEntries((module.dataFiles ?? []).map((f) => [f, JSON.parse(fs.readFileSync(path.join(dir, key, f), 'utf8')) as unknown]));
  return { module, files };
}
