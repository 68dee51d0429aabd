// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const served = {
  remotes: { teacher: '/remotes/teacher/remoteEntry.js' },
  games: { 'eu-flaggen': { entry: '/bundles/games/eu-flaggen/remoteEntry.js', name: 'game_eu_flaggen', title: 'EU-Flaggen', aliases: [] } },
};

/** A fresh page: the server's data block in the body, the shell's modules not yet loaded. */
async function pageWith(block: string | null) {
  vi.resetModules();
  document.body.innerHTML = block === null ? '' : `<script type="application/json" id="platform-boot">${block}</script>`;
  return import('./load-remote');
}

describe("the manifest from the page's HTML", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is used for the first lookup, without a request; a fresh lookup fetches', async () => {
    const fetched = { ...served, games: {} };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(fetched), { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { getFederationManifest, MANIFEST_URL } = await pageWith(JSON.stringify({ manifest: served, site: { dataLocation: null } }));
    expect((await getFederationManifest()).games['eu-flaggen']?.title).toBe('EU-Flaggen');
    expect(await getFederationManifest()).toBe(await getFederationManifest());
    expect(fetchMock).not.toHaveBeenCalled();
    // 'Erneut versuchen' after a rollback asks the server, not the page's old copy.
    expect((await getFederationManifest(true)).games).toEqual({});
    expect(fetchMock).toHaveBeenCalledWith(MANIFEST_URL, expect.objectContaining({ cache: 'no-store' }));
  });

  it('is fetched when the page has no block or an unreadable one', async () => {
    for (const block of [null, '{not json', JSON.stringify({ manifest: { remotes: { teacher: 3 } } })]) {
      const fetchMock = vi.fn(async () => new Response(JSON.stringify(served)));
      vi.stubGlobal('fetch', fetchMock);
      const { getFederationManifest } = await pageWith(block);
      expect((await getFederationManifest()).remotes.teacher).toBe('/remotes/teacher/remoteEntry.js');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
  });
});
