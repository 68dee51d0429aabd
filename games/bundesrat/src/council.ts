/**
 * The Federal Council as data (spec section 3 'Federal council member'). The members live in
 * public/bundesrat.json, served beside the bundle, so an operator replaces them after an
 * election without a rebuild (DATA.md). This module validates that file; it has no React.
 */

export const PARTIES = ['Mitte', 'SVP', 'SP', 'FDP'] as const;
export type Party = (typeof PARTIES)[number];

export const DEPARTMENTS = ['VBS', 'UVEK', 'EDI', 'EDA', 'WBF', 'EFD', 'EJPD'] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** Spec 9 'Games': the council has 7 members. */
export const MEMBER_COUNT = 7;

/** The file's name, next to remoteEntry.js (federated) or index.html (embed). */
export const DATA_FILE = 'bundesrat.json';

export interface CouncilMember {
  id: string;
  name: string;
  partei: Party;
  /** Abbreviation, e.g. 'EDA'. */
  departement: Department;
  /** The department's full German name. */
  departementInfo: string;
  /** Canton of origin (German name, e.g. 'Waadt'): a clue of phase 1. */
  kanton: string;
  /** Year of the election to the Federal Council: a clue of phase 1. */
  gewaehlt: number;
  /** The first department the member led (abbreviation): a clue of phase 1. */
  erstesDepartement: Department;
  /** Optional portrait the operator has the right to use; without it the card shows a silhouette. */
  bildSrc?: string;
  altText?: string;
}

export interface Council {
  /** ISO date from which this composition is valid (shown in the game). */
  gueltigAb: string;
  mitglieder: CouncilMember[];
}

/**
 * Party colours from swiss-party-colors 1.1.6 (MIT, SRF Data): `color` and `on_color`; SP's text is
 * black instead of the package's white, which has too little contrast (3.3:1) on that red.
 */
export const PARTY_COLORS: Readonly<Record<Party, { background: string; text: string }>> = {
  SP: { background: '#F0554D', text: '#000000' },
  Mitte: { background: '#D6862B', text: '#000000' },
  FDP: { background: '#3872B5', text: '#FFFFFF' },
  SVP: { background: '#4B8A3E', text: '#FFFFFF' },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Checks an operator-supplied file and returns the council, or throws naming the first problem
 * (so a broken replacement shows up in the browser console, not as a silently wrong game).
 */
export function parseCouncil(json: unknown): Council {
  if (!isRecord(json)) throw new Error(`${DATA_FILE}: kein Objekt`);
  if (!text(json.gueltigAb) || Number.isNaN(Date.parse(json.gueltigAb))) {
    throw new Error(`${DATA_FILE}: "gueltigAb" muss ein Datum sein (JJJJ-MM-TT)`);
  }
  if (!Array.isArray(json.mitglieder) || json.mitglieder.length !== MEMBER_COUNT) {
    throw new Error(`${DATA_FILE}: "mitglieder" muss genau ${MEMBER_COUNT} Einträge haben`);
  }
  const mitglieder = json.mitglieder.map((entry: unknown, index): CouncilMember => {
    const where = `${DATA_FILE}: mitglieder[${index}]`;
    if (!isRecord(entry)) throw new Error(`${where} ist kein Objekt`);
    const { id, name, partei, departement, departementInfo, kanton, gewaehlt, erstesDepartement, bildSrc, altText } = entry;
    if (!text(id) || !text(name) || !text(departementInfo)) throw new Error(`${where}: id, name und departementInfo fehlen`);
    if (!text(kanton)) throw new Error(`${where}: kanton fehlt (Herkunftskanton, z. B. "Waadt")`);
    if (typeof gewaehlt !== 'number' || !Number.isInteger(gewaehlt) || gewaehlt < 1848 || gewaehlt > 2200) {
      throw new Error(`${where}: gewaehlt muss das Wahljahr sein (z. B. 2015)`);
    }
    if (!DEPARTMENTS.includes(erstesDepartement as Department)) {
      throw new Error(`${where}: erstesDepartement muss eines von ${DEPARTMENTS.join(', ')} sein`);
    }
    if (!PARTIES.includes(partei as Party)) throw new Error(`${where}: partei muss eine von ${PARTIES.join(', ')} sein`);
    if (!DEPARTMENTS.includes(departement as Department)) {
      throw new Error(`${where}: departement muss eines von ${DEPARTMENTS.join(', ')} sein`);
    }
    if (bildSrc !== undefined && (!text(bildSrc) || !text(altText))) {
      throw new Error(`${where}: zu bildSrc gehört ein altText`);
    }
    return {
      id,
      name,
      partei: partei as Party,
      departement: departement as Department,
      departementInfo,
      kanton,
      gewaehlt,
      erstesDepartement: erstesDepartement as Department,
      ...(text(bildSrc) && text(altText) ? { bildSrc, altText } : {}),
    };
  });
  if (new Set(mitglieder.map((m) => m.id)).size !== MEMBER_COUNT) throw new Error(`${DATA_FILE}: jede id nur einmal`);
  if (new Set(mitglieder.map((m) => m.departement)).size !== MEMBER_COUNT) {
    throw new Error(`${DATA_FILE}: jedes Departement genau einmal`);
  }
  return { gueltigAb: json.gueltigAb, mitglieder };
}

/**
 * Where the data file is: the bundle's root, i.e. the folder above the chunk's `assets/`
 * (both builds put chunks there). Resolved against the bundle's own URL, so it works on any
 * host and from a CDN. Relative bildSrc values resolve against the data file.
 */
export function dataFileUrl(moduleUrl: string): URL {
  const assets = moduleUrl.lastIndexOf('/assets/');
  const root = assets >= 0 ? moduleUrl.slice(0, assets + 1) : new URL('./', moduleUrl).href;
  return new URL(DATA_FILE, root);
}

/** 'Karin Keller-Sutter' → 'KKS': initials of every name part, for the drawn portrait. */
export function memberInitials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part) => Array.from(part)[0]?.toUpperCase() ?? '')
    .join('');
}

/** Loads and checks the data file; `cache: 'no-cache'` so a replaced file is seen at once. */
export async function loadCouncil(moduleUrl: string, fetchFn: typeof fetch = fetch): Promise<Council> {
  const url = dataFileUrl(moduleUrl);
  const response = await fetchFn(url, { cache: 'no-cache' } as RequestInit);
  if (!response.ok) throw new Error(`${DATA_FILE}: HTTP ${response.status}`);
  const council = parseCouncil(await response.json());
  return {
    ...council,
    mitglieder: council.mitglieder.map((m) => (m.bildSrc ? { ...m, bildSrc: new URL(m.bildSrc, url).href } : m)),
  };
}
