import { FILE_LIMITS } from '../contract/index.ts';

/** Image types a browser may show inline from our origin (never SVG: it can carry script). */
export const INLINE_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** Types we label as themselves when sending them as attachments; anything else becomes octet-stream. */
const ATTACHMENT_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'text/plain; charset=utf-8',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
]);

/**
 * Response headers for a stored file, so nothing served from /api/files is ever
 * active content on our origin: images (png/jpeg/gif/webp) inline with their
 * type, everything else a download with a safe name; always nosniff and a
 * sandboxing CSP. `maxAgeSeconds` is capped by the caller at the URL's expiry.
 */
export function servedFileHeaders(file: { contentType: string; size: number }, objectPath: string, maxAgeSeconds: number): Record<string, string> {
  const type = file.contentType.toLowerCase().trim();
  const inline = INLINE_IMAGE_TYPES.has(type);
  const name = downloadName(objectPath);
  const maxAge = Math.max(0, Math.min(FILE_LIMITS.storageCacheMaxAgeSeconds, Math.floor(maxAgeSeconds)));
  return {
    'Content-Type': inline ? type : ATTACHMENT_TYPES.has(type) ? type : 'application/octet-stream',
    'Content-Length': String(file.size),
    'Content-Disposition': inline ? `inline; filename="${name}"` : `attachment; filename="${name}"`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "sandbox; default-src 'none'",
    'Cache-Control': `private, max-age=${maxAge}`,
  };
}

/** The last path segment, reduced to characters that are safe inside a quoted header value. */
export function downloadName(objectPath: string): string {
  const last = objectPath.split('/').pop() ?? '';
  const safe = last.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '');
  return safe || 'datei';
}

/**
 * Headers of a download that must never render on our origin (hand-ins, zips):
 * always an attachment, nosniff, a sandboxing CSP, no caching. The original name
 * goes in RFC 6266 `filename*` (UTF-8), with an ASCII fallback.
 */
export function attachmentHeaders(fileName: string, contentType: string, size?: number): Record<string, string> {
  const type = contentType.toLowerCase().trim();
  const ascii = fileName.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '') || 'datei';
  return {
    'Content-Type': ATTACHMENT_TYPES.has(type) || INLINE_IMAGE_TYPES.has(type) || type === 'application/zip' ? type : 'application/octet-stream',
    ...(size === undefined ? {} : { 'Content-Length': String(size) }),
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "sandbox; default-src 'none'",
    'Cache-Control': 'private, no-store',
  };
}
