/**
 * What the link dialog turns a typed address into: http(s) and mailto only (what the
 * server keeps); a bare domain gets https://; empty or other schemes give null.
 */
export function normalizeLinkUrl(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  if (/^mailto:/i.test(value)) return value;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
