import { createApiClient } from 'api/client';
import type { AreaApi } from './contract';

/**
 * The typed API client of a remote area, built from what the shell hands over
 * (AreaProps.api): the shell's fetch adds the Bearer token and refreshes once on 401.
 */
export function createAreaClient(api: AreaApi) {
  return createApiClient({
    baseUrl: api.baseUrl,
    getAccessToken: api.getAccessToken,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      api.fetch(input instanceof Request ? input.url : String(input), init)) as typeof fetch,
  });
}
