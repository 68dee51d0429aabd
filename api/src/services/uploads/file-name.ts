const TRANSLITERATE: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };
const MAX_BASE_LENGTH = 80;

/**
 * Spec 5: a stored file's name is the original name reduced to letters, digits,
 * hyphen and underscore, then `-{timestamp}` and the extension of the DETECTED
 * type (the original extension is dropped: content decides). German umlauts
 * become ae/oe/ue, other accents are stripped, every other run of characters
 * becomes one underscore. Nothing left gives 'datei'.
 */
export function safeFileName(originalName: string, detectedExt: string, timestamp: number): string {
  const base = originalName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const ascii = stem
    .replace(/[äöüÄÖÜß]/g, (ch) => TRANSLITERATE[ch] ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
  const reduced = ascii
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/_{2,}/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/[_-]+$/g, '');
  const ext = detectedExt.toLowerCase().replace(/[^a-z0-9]/g, '') || 'bin';
  return `${reduced || 'datei'}-${Math.trunc(timestamp)}.${ext}`;
}
