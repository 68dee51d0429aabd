/**
 * The 26 cantons in the Federal Statistical Office's order (numbers 1–26), with the two-letter
 * abbreviation (the map's `data-region`) and the German name.
 */
export const CANTONS = [
  ['ZH', 'Zürich'],
  ['BE', 'Bern'],
  ['LU', 'Luzern'],
  ['UR', 'Uri'],
  ['SZ', 'Schwyz'],
  ['OW', 'Obwalden'],
  ['NW', 'Nidwalden'],
  ['GL', 'Glarus'],
  ['ZG', 'Zug'],
  ['FR', 'Freiburg'],
  ['SO', 'Solothurn'],
  ['BS', 'Basel-Stadt'],
  ['BL', 'Basel-Landschaft'],
  ['SH', 'Schaffhausen'],
  ['AR', 'Appenzell Ausserrhoden'],
  ['AI', 'Appenzell Innerrhoden'],
  ['SG', 'St. Gallen'],
  ['GR', 'Graubünden'],
  ['AG', 'Aargau'],
  ['TG', 'Thurgau'],
  ['TI', 'Tessin'],
  ['VD', 'Waadt'],
  ['VS', 'Wallis'],
  ['NE', 'Neuenburg'],
  ['GE', 'Genf'],
  ['JU', 'Jura'],
] as const;

export type CantonCode = (typeof CANTONS)[number][0];

const NAMES: ReadonlyMap<string, string> = new Map(CANTONS);

/** The canton's German name; the code itself for anything unknown. */
export function cantonName(code: string): string {
  return NAMES.get(code) ?? code;
}
