/**
 * One error type for every front-end call to the API. The API always answers
 * errors as `{ error: { code, message } }`; a failed fetch (offline, DNS, CORS)
 * becomes code NETWORK_ERROR with status 0 so screens can map it to German.
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * Also true for an ApiError made by a bundled copy of this module (a subpath such as
   * @platform/ui/files is bundled into the remote that uses it, next to the shared singleton).
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof Error && value.name === 'ApiError' && typeof (value as { code?: unknown }).code === 'string';
  }
}

export const NETWORK_ERROR = 'NETWORK_ERROR';

/** The API's code while its database is briefly unreachable (503; see the README, 'Operating it'). */
export const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';

/** What every screen shows for DATABASE_UNAVAILABLE (Swiss spelling). */
export const SERVICE_UNAVAILABLE_MESSAGE = 'Der Dienst ist kurz nicht erreichbar. Bitte versuche es in einem Moment erneut.';

/** True while the service is briefly unavailable (the database is being restarted): trying again soon helps. */
export function isServiceUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.code === DATABASE_UNAVAILABLE;
}

/** True for errors of a request that never reached the server. */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof ApiError) return error.code === NETWORK_ERROR;
  return error instanceof TypeError;
}

/** Parses a response: the JSON body on 2xx (undefined for 204), else throws ApiError. */
export async function readApiResponse<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  if (response.ok) return body as T;
  throw toApiError(response.status, body);
}

/** Builds an ApiError from a status and a (possibly malformed) error body. */
export function toApiError(status: number, body: unknown): ApiError {
  const err = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  const code = typeof err?.code === 'string' ? err.code : `HTTP_${status}`;
  const message = typeof err?.message === 'string' ? err.message : `Request failed with status ${status}`;
  // Screens that show an error's own message show the German text for this one.
  return new ApiError(code, status, code === DATABASE_UNAVAILABLE ? SERVICE_UNAVAILABLE_MESSAGE : message);
}

/** The JSON body of the successful members of a typed client response (Hono RPC `ClientResponse` union). */
export type OkBody<R> = R extends { ok: true; json(): Promise<infer T> } ? T : never;

/**
 * The one way front-ends read a typed client response: the success body, typed from the API
 * contract, or an ApiError (stable code + status) for any non-OK answer. 204 gives undefined.
 */
export async function unwrap<R extends { ok: boolean; status: number; json(): Promise<unknown> }>(res: R): Promise<OkBody<R>> {
  if (res.status === 204) return undefined as OkBody<R>;
  const body = await res.json().catch(() => null);
  if (!res.ok) throw toApiError(res.status, body);
  return body as OkBody<R>;
}

/**
 * German texts by the API's stable error code (or by HTTP status, as a string key like '413'), kept
 * by each app in its messages module. NETWORK_ERROR covers every request that never reached the server.
 */
export type ErrorTexts = Readonly<Record<string, string | undefined>>;

/**
 * The one way to turn a failed call into the German message: the text for the error's code, else
 * for its status, else the fallback. Requests that never reached the server count as NETWORK_ERROR.
 * The API's own messages are English and never shown. The table's values may be more than a text
 * (e.g. a `PageError` with hint and retry per code): the same lookup then picks the entry.
 */
export function errorText<T = string>(error: unknown, texts: Readonly<Record<string, T | undefined>>, fallback: T): T {
  const code = error instanceof ApiError ? error.code : isNetworkError(error) ? NETWORK_ERROR : undefined;
  if (code === undefined) return fallback;
  return texts[code] ?? (error instanceof ApiError ? texts[String(error.status)] : undefined) ?? fallback;
}
