/**
 * The one YouTube URL parser (spec 5 'Video'), used by the API to store a video
 * block and by the editor for its preview and save button. Zod-free.
 */

export const VIDEO_MESSAGES = {
  invalidUrl: 'Bitte gib eine gültige YouTube-URL ein.',
  noVideoId: 'Video-ID konnte nicht extrahiert werden.',
  loadFailed: 'Ungültiges Video – Die YouTube-URL konnte nicht geladen werden.',
} as const;

/** youtube.com with its subdomains (www, m, music), youtu.be, and the privacy-enhanced host. */
const HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export type VideoUrlResult =
  | { ok: true; videoId: string; embedUrl: string; watchUrl: string }
  | { ok: false; reason: 'invalidUrl' | 'noVideoId'; message: string };

/** Children's privacy: videos are embedded through youtube-nocookie.com. */
export const videoEmbedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${videoId}`;

/**
 * Accepts watch (?v=), embed/, v/, shorts/, live/, music and youtu.be addresses;
 * answers the 11-character video id or the spec's message.
 */
export function parseYouTubeUrl(input: string): VideoUrlResult {
  const fail = (reason: 'invalidUrl' | 'noVideoId'): VideoUrlResult => ({ ok: false, reason, message: VIDEO_MESSAGES[reason] });
  let url: URL;
  try {
    const trimmed = input.trim();
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return fail('invalidUrl');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !HOSTS.has(url.hostname.toLowerCase())) return fail('invalidUrl');
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (url.hostname.toLowerCase() === 'youtu.be') id = segments[0];
  else if (segments[0] === 'watch') id = url.searchParams.get('v');
  else if (['embed', 'v', 'shorts', 'live'].includes(segments[0] ?? '')) id = segments[1];
  if (!id || !VIDEO_ID.test(id)) return fail('noVideoId');
  return { ok: true, videoId: id, embedUrl: videoEmbedUrl(id), watchUrl: `https://www.youtube.com/watch?v=${id}` };
}
