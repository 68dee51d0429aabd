import { describe, expect, it } from 'vitest';
import { ALLOWED_TYPES, detectFileType } from './file-types.ts';
import * as fx from '../../../test/file-fixtures.ts';

describe('detectFileType (content decides, not the name)', () => {
  it('recognises the allowed formats by their magic bytes, whatever the name says', async () => {
    expect(await detectFileType(fx.png(), 'photo.pdf')).toEqual({ ext: 'png', mime: 'image/png' });
    expect(await detectFileType(fx.jpeg(), 'x')).toEqual({ ext: 'jpg', mime: 'image/jpeg' });
    expect(await detectFileType(fx.gif(), 'x.png')).toEqual({ ext: 'gif', mime: 'image/gif' });
    expect(await detectFileType(fx.webp(), 'x.jpg')).toEqual({ ext: 'webp', mime: 'image/webp' });
    expect(await detectFileType(fx.pdf(), 'x.txt')).toEqual({ ext: 'pdf', mime: 'application/pdf' });
    expect((await detectFileType(fx.docx(), 'x.zip'))?.ext).toBe('docx');
  });

  it('accepts plain text only as valid UTF-8 named .txt', async () => {
    const text = Buffer.from('Grüezi mitenand\n', 'utf8');
    expect(await detectFileType(text, 'notiz.TXT')).toEqual({ ext: 'txt', mime: 'text/plain; charset=utf-8' });
    expect(await detectFileType(text, 'notiz.md')).toBeNull();
    expect(await detectFileType(Buffer.from([0x47, 0xfc, 0x65]), 'latin1.txt')).toBeNull(); // ISO-8859-1 'Gü e'
    expect(await detectFileType(Buffer.from('a\0b'), 'nul.txt')).toBeNull();
  });

  it('refuses active or unknown content (HTML, SVG, executables, macro documents)', async () => {
    expect(await detectFileType(fx.html(), 'image.png')).toBeNull();
    for (const [bytes, name] of [[fx.svg(), 'x.svg'], [fx.exe(), 'x.pdf'], [fx.docm(), 'x.docx']] as const) {
      const t = await detectFileType(bytes, name);
      expect(t === null || !ALLOWED_TYPES.document.has(t.ext), name).toBe(true);
    }
  });

  it('has no image type in the class-image policy that a browser could run', () => {
    expect([...ALLOWED_TYPES.classImage]).toEqual(['png', 'jpg', 'gif']);
    expect([...ALLOWED_TYPES.avatar]).toEqual(['png', 'jpg', 'gif', 'webp']);
  });
});
