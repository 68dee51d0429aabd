import { describe, expect, it } from 'vitest';
import { downloadName, servedFileHeaders } from './serve-policy.ts';

describe('servedFileHeaders', () => {
  it('shows the four raster image types inline', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
      const h = servedFileHeaders({ contentType: type, size: 10 }, 'u/avatar-1.png', 3600);
      expect(h['Content-Type']).toBe(type);
      expect(h['Content-Disposition']).toBe('inline; filename="avatar-1.png"');
    }
  });

  it('sends everything else as an attachment; unknown or active types as octet-stream', () => {
    expect(servedFileHeaders({ contentType: 'application/pdf', size: 1 }, 'a/b.pdf', 3600)).toMatchObject({
      'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="b.pdf"',
    });
    for (const type of ['text/html', 'image/svg+xml', 'application/javascript', 'text/xml', '']) {
      const h = servedFileHeaders({ contentType: type, size: 1 }, 'a/x.png', 3600);
      expect(h['Content-Type'], type).toBe('application/octet-stream');
      expect(h['Content-Disposition'], type).toMatch(/^attachment;/);
    }
  });

  it('always sets nosniff, a sandboxing CSP and a private cache no longer than the URL lives', () => {
    const h = servedFileHeaders({ contentType: 'image/png', size: 5 }, 'x.png', 7200);
    expect(h).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "sandbox; default-src 'none'",
      'Cache-Control': 'private, max-age=3600',
      'Content-Length': '5',
    });
    expect(servedFileHeaders({ contentType: 'image/png', size: 5 }, 'x.png', 120)['Cache-Control']).toBe('private, max-age=120');
  });

  it('keeps download names header-safe', () => {
    expect(downloadName('a/b/"evil"\r\nX: y.pdf')).toBe('_evil___X__y.pdf');
    expect(downloadName('...')).toBe('datei');
  });
});
