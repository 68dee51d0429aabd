import type { FederationManifest } from 'api/client';

/**
 * What the shell needs from the server right after it starts, written into the page's HTML as a
 * JSON data block (`<script type="application/json" id="platform-boot">`, never executed, so the
 * CSP does not apply to it): the federation manifest (where the areas and games live) and where
 * the data is kept (the footer). Fetched, each was one more round trip after the scripts had run
 * and before a dashboard or a game could start loading. The shell reads the block once
 * (shell/src/boot-data.ts); later lookups fetch as before.
 */
export interface BootData {
  manifest: FederationManifest;
  site: { dataLocation: string | null };
}

export const BOOT_DATA_ELEMENT_ID = 'platform-boot';

/** The data block; every '<' is escaped, so no value (a game's title, say) can end the element. */
export function bootDataTag(data: BootData): string {
  return `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
