// Is node_modules what package-lock.json asks for? Plain JavaScript: it runs before any install.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The lockfile's packages that are missing or at another version in node_modules, read from
 * each installed package.json (not from npm's own marker files, which a half-finished or a
 * production-only install also leaves behind). Optional packages (other platforms' binaries)
 * may be absent; dev packages may not: the build needs them, whatever NODE_ENV says.
 */
export function missingPackages(root) {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const missing = [];
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    if (!key.startsWith('node_modules/') && !key.includes('/node_modules/')) continue;
    if (entry.optional) continue;
    const manifest = path.join(root, key, 'package.json');
    if (!fs.existsSync(manifest)) {
      missing.push(key);
      continue;
    }
    if (entry.link || !entry.version) continue;
    try {
      if (JSON.parse(fs.readFileSync(manifest, 'utf8')).version !== entry.version) missing.push(key);
    } catch {
      missing.push(key);
    }
  }
  return missing;
}
