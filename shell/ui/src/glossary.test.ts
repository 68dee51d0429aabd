import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The glossary (shell/ui/GLOSSARY.md) as a test over every messages module of the platform: the shell's
 * (messages.ts, pages/page-messages.ts, modal-test), the design system's, every remote's and every game's
 * (the game kit's included). Swiss spelling (never 'ß'), one term per thing, 'du' for everyone.
 */
const ROOT = join(import.meta.dirname, '../../..');
const SCANNED = ['shell', 'remotes', 'games'];

/** Banned spellings and terms, each with the glossary's word to use instead. */
export const BANNED: { pattern: RegExp; use: string }[] = [
  { pattern: /ß/, use: "'ss' (Swiss spelling)" },
  { pattern: /\bLehrer(in|innen|n)?\b/, use: 'Lehrperson / Lehrpersonen' },
  { pattern: /Schüler/, use: 'Lernende' },
  { pattern: /Lernende[:*/]r|Lernende\(r\)|\bLernender\b/, use: 'Lernende (one form)' },
  { pattern: /Karten ?[Ss]piel/, use: 'Kartenquiz (a map game, not a card game)' },
  // 'Konten erstellen' is the one exception: issue 22 fixed that label (outside checks rely on it).
  { pattern: /\bKont(o|en)\b(?! erstellen')/, use: 'Account' },
  { pattern: /\b(Sie|Ihr|Ihre|Ihrer|Ihren|Ihrem|Ihres|Ihnen)\b/, use: "'du' (everyone is addressed with du)" },
];

/** The findings in one module's source: comments are skipped, every string and template literal counts. */
export function glossaryFindings(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  code.split('\n').forEach((line, i) => {
    for (const { pattern, use } of BANNED) {
      const m = line.match(pattern);
      if (m) found.push(`line ${i + 1}: '${m[0]}' → ${use}: ${line.trim()}`);
    }
  });
  return found;
}

function messageModules(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) messageModules(path, out);
    else if (/(^|-)messages\.ts$/.test(name)) out.push(path);
  }
  return out;
}

describe('glossary over every messages module', () => {
  const files = SCANNED.flatMap((d) => messageModules(join(ROOT, d)));

  it('finds the message modules of the shell, the remotes and the games', () => {
    const rel = files.map((f) => relative(ROOT, f));
    expect(rel).toEqual(expect.arrayContaining([
      'shell/src/messages.ts', 'shell/src/pages/page-messages.ts', 'shell/ui/src/messages.ts',
      'remotes/teacher/src/messages.ts', 'remotes/student/src/messages.ts', 'remotes/admin/src/messages.ts',
      'remotes/lessons/src/messages.ts', 'games/kit/src/messages.ts', 'games/kit/src/map/messages.ts',
    ]));
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  it.each(files.map((f) => [relative(ROOT, f), f]))('%s follows the glossary', (_name, file) => {
    expect(glossaryFindings(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('catches each banned form (the check can fail)', () => {
    for (const bad of [
      "'Datei ist zu groß.'", "'Lehrer'", "'Schüler einladen'", "'1 Lernende:r'", "'Lernender'", "'Karten Spiel'",
      "'Kartenspiel'", "'Noch kein Konto?'", "'Bitte prüfen Sie den Code.'", "'Ihre Lektionen'",
    ]) expect(glossaryFindings(`export const m = { a: ${bad} };`), bad).not.toEqual([]);
    expect(glossaryFindings("/** the spec's 'Lehrer' */\nexport const m = { a: 'Lehrperson', b: 'Lernende', c: 'Kartenquiz', d: 'Bitte prüfe den Code.', e: 'gross' };")).toEqual([]);
  });
});
