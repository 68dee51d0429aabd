import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import semver from 'semver';
import type { OutboundFetch } from '../../outbound/outbound-client.ts';
import { AppError, GameRegistryErrorCode, SUPPORTED_CONTRACT_VERSIONS, type ErrorCode } from '../../contract/index.ts';

/** The React version the shell provides to games (the one installed with the platform). */
export const SHELL_REACT_VERSION = (createRequire(import.meta.url)('react/package.json') as { version: string }).version;

/** A manifest larger than this is no manifest (ours are ~2 KB). */
const MANIFEST_MAX_BYTES = 1024 * 1024;
/** A remoteEntry larger than this is no entry (ours are ~10 KB). */
const ENTRY_MAX_BYTES = 5 * 1024 * 1024;

export interface BundleInspection {
  manifestUrl: string;
  entryUrl: string;
  federationName: string;
  title: string | null;
  /** The quiz id the build says its results carry (lernplattform.quizId, written by the SDK's build), else null. */
  quizId: string | null;
  reactRange: string;
  contractVersion: number;
  integrity: string;
  embedUrl: string | null;
  checks: { label: string; ok: boolean }[];
}


const refuse = (code: ErrorCode, message: string) => new AppError(code, 422, message);

/** 'sha384-<base64>' of the bytes, as Subresource Integrity writes it. */
export const sri = (bytes: Uint8Array) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

async function get(fetcher: OutboundFetch, url: string, origin: string, what: string, maxBytes: number): Promise<Response> {
  let response: Response;
  try {
    // Through the outbound client: no internal address, every redirect hop checked, the body bounded.
    response = await fetcher(url, { headers: { Origin: origin }, maxBytes, maxRedirects: 3 });
  } catch {
    throw refuse(GameRegistryErrorCode.GAME_BUNDLE_UNREACHABLE, `${what} ist nicht erreichbar (${url}).`);
  }
  if (!response.ok) throw refuse(GameRegistryErrorCode.GAME_BUNDLE_UNREACHABLE, `${what} antwortet mit Status ${response.status} (${url}).`);
  const allowed = response.headers.get('access-control-allow-origin');
  if (allowed !== '*' && allowed !== origin) {
    throw refuse(GameRegistryErrorCode.GAME_BUNDLE_NO_CORS, `${what} sendet keinen CORS-Header (Access-Control-Allow-Origin) für ${origin}: die Plattform könnte das Spiel nicht laden.`);
  }
  return response;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * 'Prüfen' (issue 24): fetches a game bundle's mf-manifest.json (or, given a remoteEntry.js, the
 * manifest beside it) and its entry as the shell would from `origin`, and checks what the platform
 * needs: reachable, CORS headers, './Game' exposed, a shared React range the shell's React fits,
 * a supported contract version. Returns what it found with the entry's SRI hash; throws a 422
 * with a German reason at the first refusal. Nothing is saved.
 */
export async function inspectBundle(url: string, origin: string, fetcher: OutboundFetch): Promise<BundleInspection & { manifest: Record<string, unknown> }> {
  const givenEntry = !/\.json(\?|$)/.test(new URL(url).pathname);
  const manifestUrl = givenEntry ? new URL('mf-manifest.json', url).href : url;
  const manifestResponse = await get(fetcher, manifestUrl, origin, 'Das Manifest (mf-manifest.json)', MANIFEST_MAX_BYTES);
  let manifest: unknown;
  try {
    manifest = await manifestResponse.json();
  } catch {
    throw refuse(GameRegistryErrorCode.GAME_BUNDLE_INVALID, 'Das Manifest ist kein gültiges JSON.');
  }
  const meta = isRecord(manifest) && isRecord(manifest.metaData) ? manifest.metaData : null;
  const remoteEntry = meta && isRecord(meta.remoteEntry) ? meta.remoteEntry : null;
  const name = meta && typeof meta.name === 'string' ? meta.name : isRecord(manifest) && typeof manifest.name === 'string' ? manifest.name : null;
  if (!isRecord(manifest) || !remoteEntry || typeof remoteEntry.name !== 'string' || !name || !/^[A-Za-z_][A-Za-z0-9_]{0,99}$/.test(name)) {
    throw refuse(GameRegistryErrorCode.GAME_BUNDLE_INVALID, 'Das ist kein Module-Federation-Manifest (mf-manifest.json mit metaData.name und metaData.remoteEntry).');
  }
  let entryUrl = url;
  if (!givenEntry) {
    const publicPath = typeof meta!.publicPath === 'string' && meta!.publicPath !== 'auto' ? meta!.publicPath : '';
    const base = publicPath ? new URL(publicPath, manifestUrl) : new URL('.', manifestUrl);
    const dir = typeof remoteEntry.path === 'string' && remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : '';
    entryUrl = new URL(`${dir}${remoteEntry.name}`, base).href;
  }
  const checks: { label: string; ok: boolean }[] = [{ label: 'Manifest erreichbar, mit CORS-Header', ok: true }];

  const exposes = Array.isArray(manifest.exposes) ? manifest.exposes : [];
  if (!exposes.some((e) => isRecord(e) && (e.path === './Game' || e.name === 'Game'))) {
    throw refuse(GameRegistryErrorCode.GAME_BUNDLE_NO_GAME, "Das Bundle stellt kein './Game' bereit (exposes im Manifest).");
  }
  checks.push({ label: "stellt './Game' bereit", ok: true });

  const shared = Array.isArray(manifest.shared) ? manifest.shared.filter(isRecord) : [];
  const react = shared.find((s) => s.name === 'react');
  const range = react && typeof react.requiredVersion === 'string' ? react.requiredVersion : null;
  if (!range || !react!.singleton) {
    throw refuse(GameRegistryErrorCode.GAME_BUNDLE_REACT_MISMATCH, 'Das Bundle teilt React nicht als Singleton mit der Plattform (shared: react, singleton: true).');
  }
  if (!semver.validRange(range) || !semver.satisfies(SHELL_REACT_VERSION, range)) {
    throw refuse(GameRegistryErrorCode.GAME_BUNDLE_REACT_MISMATCH, `Das Bundle verlangt React ${range}; die Plattform stellt React ${SHELL_REACT_VERSION} bereit.`);
  }
  checks.push({ label: `React ${range} passt zu React ${SHELL_REACT_VERSION} der Plattform`, ok: true });

  // The SDK's build preset writes the contract version into the manifest (lernplattform.contractVersion);
  // a bundle that names none is taken as version 1, the only one so far.
  const own = isRecord(manifest.lernplattform) ? manifest.lernplattform : isRecord(meta!.lernplattform) ? meta!.lernplattform : {};
  const contractVersion = own.contractVersion === undefined ? 1 : Number(own.contractVersion);
  if (!(SUPPORTED_CONTRACT_VERSIONS as readonly number[]).includes(contractVersion)) {
    throw refuse(GameRegistryErrorCode.GAME_CONTRACT_UNSUPPORTED,
      `Das Bundle ist für die Vertragsversion ${String(own.contractVersion)} gebaut; die Plattform unterstützt ${SUPPORTED_CONTRACT_VERSIONS.join(', ')}.`);
  }
  checks.push({ label: `Vertragsversion ${contractVersion} wird unterstützt`, ok: true });

  const entryResponse = await get(fetcher, entryUrl, origin, 'Der Einstieg (remoteEntry.js)', ENTRY_MAX_BYTES);
  const bytes = new Uint8Array(await entryResponse.arrayBuffer());
  if (bytes.byteLength === 0 || bytes.byteLength > ENTRY_MAX_BYTES) {
    throw refuse(GameRegistryErrorCode.GAME_BUNDLE_INVALID, 'Der Einstieg (remoteEntry.js) ist leer oder zu gross.');
  }
  checks.push({ label: 'Einstieg erreichbar, mit CORS-Header; Prüfsumme berechnet', ok: true });

  const embed = typeof own.embed === 'string' ? new URL(own.embed, manifestUrl).href : null;
  return {
    manifestUrl, entryUrl, federationName: name, title: typeof own.title === 'string' ? own.title : null,
    quizId: typeof own.quizId === 'string' && /^[A-Z0-9_]{1,120}$/.test(own.quizId) ? own.quizId : null,
    reactRange: range, contractVersion, integrity: sri(bytes), embedUrl: embed, checks, manifest,
  };
}
