// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { downloadFile, serverFileName } from './transfer';

afterEach(() => vi.restoreAllMocks());

const saved = () => {
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { names.push(this.download); });
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  return names;
};

describe('downloadFile (the one download)', () => {
  it("saves under the server's name when asked, else under the given one", async () => {
    const names = saved();
    const headers = { 'content-disposition': `attachment; filename="results.csv"; filename*=UTF-8''Resultate%20Z%C3%BCrich.csv` };
    await downloadFile(new Response('a;b', { headers }), 'Resultate.csv', true);
    await downloadFile(new Response('a;b', { headers }), 'Abgaben.zip');
    await downloadFile(new Response('a;b'), 'Resultate.csv', true);
    expect(names).toEqual(['Resultate Zürich.csv', 'Abgaben.zip', 'Resultate.csv']);
  });

  it('a failed answer throws ApiError with the stable code and saves nothing', async () => {
    const names = saved();
    const res = new Response(JSON.stringify({ error: { code: 'NOT_CLASS_OWNER', message: 'no' } }), { status: 403 });
    await expect(downloadFile(res, 'x.csv')).rejects.toEqual(new ApiError('NOT_CLASS_OWNER', 403, 'no'));
    expect(names).toEqual([]);
  });

  it('reads both forms of Content-Disposition', () => {
    expect(serverFileName(new Headers({ 'content-disposition': 'attachment; filename="spiel.xml"' }))).toBe('spiel.xml');
    expect(serverFileName(new Headers())).toBeNull();
  });
});
