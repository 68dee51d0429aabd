import { describe, expect, it } from 'vitest';
import { safeFileName } from './file-name.ts';

const TS = 1735689600000;

describe('safeFileName', () => {
  it('keeps letters, digits, hyphen and underscore, adds -timestamp and the detected extension', () => {
    expect(safeFileName('Aufsatz_final-v2.docx', 'docx', TS)).toBe(`Aufsatz_final-v2-${TS}.docx`);
    expect(safeFileName('Mein Bericht (Entwurf) #3.pdf', 'pdf', TS)).toBe(`Mein_Bericht_Entwurf_3-${TS}.pdf`);
  });

  it('uses the detected extension, not the claimed one', () => {
    expect(safeFileName('foto.pdf', 'png', TS)).toBe(`foto-${TS}.png`);
    expect(safeFileName('archiv.tar.gz', 'pdf', TS)).toBe(`archiv_tar-${TS}.pdf`);
  });

  it('transliterates umlauts and strips accents', () => {
    expect(safeFileName('Übung für Schüler – Größe.txt', 'txt', TS)).toBe(`Uebung_fuer_Schueler_Groesse-${TS}.txt`);
    expect(safeFileName('Café crème.jpg', 'jpg', TS)).toBe(`Cafe_creme-${TS}.jpg`);
  });

  it('drops folders, traversal and hidden-file dots', () => {
    expect(safeFileName('../../etc/passwd', 'txt', TS)).toBe(`passwd-${TS}.txt`);
    expect(safeFileName('C:\\Users\\max\\bild.png', 'png', TS)).toBe(`bild-${TS}.png`);
    expect(safeFileName('.htaccess', 'txt', TS)).toBe(`htaccess-${TS}.txt`);
  });

  it("falls back to 'datei' when nothing is left, and caps long names", () => {
    expect(safeFileName('日本語.pdf', 'pdf', TS)).toBe(`datei-${TS}.pdf`);
    expect(safeFileName('', 'png', TS)).toBe(`datei-${TS}.png`);
    expect(safeFileName('___.pdf', 'pdf', TS)).toBe(`datei-${TS}.pdf`);
    const long = safeFileName(`${'a'.repeat(300)}.pdf`, 'pdf', TS);
    expect(long).toBe(`${'a'.repeat(80)}-${TS}.pdf`);
  });

  it('always yields a name matching the storage path rule', () => {
    for (const name of ['a b', '-x-', '..', '/', 'x\u0000y', '💥.png', 'CON', 'a'.repeat(500)]) {
      expect(safeFileName(name, 'png', TS)).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]*-\d+\.[a-z0-9]+$/);
    }
  });
});
