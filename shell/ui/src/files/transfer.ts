import { readApiResponse, toApiError } from '../api-error';
import type { AreaApi } from '../contract';

/** What a download needs of an answer: a typed client's response (Hono RPC) or a plain fetch Response. */
interface FileResponse {
  ok: boolean;
  status: number;
  headers: Headers;
  blob(): Promise<Blob>;
  json(): Promise<unknown>;
}

/** Hands a blob to the browser as a download named `fileName` (the one 'save as' of the platform). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = Object.assign(document.createElement('a'), { href: url, download: fileName, rel: 'noopener' });
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** The file name the server suggests in Content-Disposition (`filename*=UTF-8''…` or `filename="…"`), or null. */
export function serverFileName(headers: Headers): string | null {
  const disposition = headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * The one way to download a file: pass the answer of the typed client (`client.api….$get(…)`),
 * of `api.fetch(path)` (Bearer token in the header, never in the URL) or of a public `fetch`.
 * Saves it under `fileName`, or under the server's name when `preferServerName` and it sends one.
 * A failed answer throws ApiError (the API's stable code) so screens can map it with errorText.
 */
export async function downloadFile(response: FileResponse | Promise<FileResponse>, fileName: string, preferServerName = false): Promise<void> {
  const res = await response;
  if (!res.ok) throw toApiError(res.status, await res.json().catch(() => null));
  saveBlob(await res.blob(), (preferServerName && serverFileName(res.headers)) || fileName);
}

/**
 * The one way to upload a file: multipart field `file` (what every upload route of the API reads),
 * sent with the session's token; the answer's body typed by the route's response type `T`, or ApiError.
 */
export async function uploadFile<T>(api: AreaApi, path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  return readApiResponse<T>(await api.fetch(path, { method: 'POST', body: form }));
}
