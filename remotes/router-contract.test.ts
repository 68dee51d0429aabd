import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const remotesDir = path.dirname(fileURLToPath(import.meta.url));

/** Every source file of the area remotes (not their dev harness, which brings its own router). */
const areaSources = readdirSync(remotesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'node_modules')
  .flatMap((d) => (readdirSync(path.join(remotesDir, d.name, 'src'), { recursive: true }) as string[])
    .filter((f) => /\.(ts|tsx)$/.test(f))
    .map((f) => path.join(d.name, 'src', f)));

describe('areas use the shell\'s router', () => {
  it('no area imports react-router-dom itself (its hooks would find no router at run time: use @platform/ui)', () => {
    expect(areaSources.length).toBeGreaterThan(20);
    const offenders = areaSources.filter((f) => /from ['"]react-router(-dom)?['"]/.test(readFileSync(path.join(remotesDir, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
