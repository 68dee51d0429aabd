import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { createLegalTexts, DEFAULT_PRIVACY_TEXT } from './legal-texts.ts';

describe('legal texts (Datenschutz, Impressum, data location)', () => {
  it('shows the default privacy text and no imprint when nothing is configured', async () => {
    const texts = await createLegalTexts({ dataDir: tmpdir() }).read();
    expect(texts).toEqual({ privacy: DEFAULT_PRIVACY_TEXT, privacyIsDefault: true, imprint: null, dataLocation: null });
    expect(DEFAULT_PRIVACY_TEXT).toContain('DSG');
    expect(DEFAULT_PRIVACY_TEXT).not.toMatch(/ß/);
  });

  it("reads the operator's files relative to DATA_DIR on each request, and the data location", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'legal-'));
    writeFileSync(path.join(dir, 'impressum.txt'), 'Schule Muster\nMusterstrasse 1\n');
    writeFileSync(path.join(dir, 'ds.txt'), '# Datenschutz\n\nUnser Text.');
    const legal = createLegalTexts({ dataDir: dir, privacyFile: 'ds.txt', imprintFile: 'impressum.txt', dataLocation: ' Daten in der Schweiz ' });
    expect(await legal.read()).toEqual({
      privacy: '# Datenschutz\n\nUnser Text.', privacyIsDefault: false, imprint: 'Schule Muster\nMusterstrasse 1', dataLocation: 'Daten in der Schweiz',
    });
    writeFileSync(path.join(dir, 'impressum.txt'), 'Neu');
    expect((await legal.read()).imprint).toBe('Neu');
  });

  it('falls back to the default and logs when a configured file is missing', async () => {
    const logged: string[] = [];
    const texts = await createLegalTexts({ dataDir: tmpdir(), privacyFile: 'fehlt-nicht-da.txt' }, (msg) => logged.push(msg)).read();
    expect(texts.privacyIsDefault).toBe(true);
    expect(logged).toEqual(['legal text file unreadable']);
  });

  it('takes the variables from the environment', () => {
    const env = loadEnv({ PRIVACY_TEXT_FILE: 'a.txt', IMPRINT_TEXT_FILE: 'b.txt', DATA_LOCATION: 'Daten in der Schweiz' });
    expect([env.PRIVACY_TEXT_FILE, env.IMPRINT_TEXT_FILE, env.DATA_LOCATION]).toEqual(['a.txt', 'b.txt', 'Daten in der Schweiz']);
  });
});
