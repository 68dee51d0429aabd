import type { AreaApi } from '@platform/ui';
import { apiBaseUrl, networkAwareFetch } from './auth-api';

/**
 * Builds the `api` handed to remotes (AreaProps.api): the base URL and token
 * getter that `createApiClient` needs, and a fetch that attaches the Bearer
 * token and, on a 401, refreshes the session once and retries.
 */
export function createAreaApi(deps: {
  getAccessToken: () => string | null;
  /** Refreshes the session; resolves to the new access token or null (signed out). */
  refresh: () => Promise<string | null>;
  /** For tests: another origin and transport. */
  baseUrl?: string;
  fetch?: typeof fetch;
}): AreaApi {
  const baseUrl = deps.baseUrl ?? apiBaseUrl();
  const transport = deps.fetch ?? networkAwareFetch;
  const send = (path: string, init: RequestInit | undefined, token: string | null) => {
    const headers = new Headers(init?.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (init?.body && typeof init.body === 'string' && !headers.has('Content-Type')) {
      headers.set('Content-Type', 'application/json');
    }
    return transport(new URL(path, baseUrl).toString(), { ...init, headers });
  };
  return {
    baseUrl,
    getAccessToken: deps.getAccessToken,
    async fetch(path, init) {
      const token = deps.getAccessToken();
      const response = await send(path, init, token);
      if (response.status !== 401 || !token) return response;
      const fresh = await deps.refresh();
      return fresh ? send(path, init, fresh) : response;
    },
  };
}
