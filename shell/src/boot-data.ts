/**
 * The data block the platform server writes into every shell page (infra/src/boot-data.ts): the
 * federation manifest and where the data is kept, as they were when the page was served. Each
 * part is handed out once, to the first lookup; later lookups (a fresh manifest after a failure,
 * say) fetch as before. Without the block (the Vite dev server, an old server) everything fetches.
 */
export interface BootData {
  manifest?: unknown;
  site?: { dataLocation?: string | null };
}

const ELEMENT_ID = 'platform-boot';
let parsed: BootData | null | undefined;
const taken = new Set<keyof BootData>();

/** The part once, or undefined (taken already, no block, or unreadable). */
export function takeBootData<K extends keyof BootData>(part: K): BootData[K] | undefined {
  if (taken.has(part)) return undefined;
  taken.add(part);
  if (parsed === undefined) {
    try {
      const text = document.getElementById(ELEMENT_ID)?.textContent;
      parsed = text ? (JSON.parse(text) as BootData) : null;
    } catch {
      parsed = null;
    }
  }
  return parsed?.[part];
}
