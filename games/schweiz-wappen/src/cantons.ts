/** The 26 cantons by their official abbreviation, in the order of the Federal Statistical Office (1–26). */
export const CANTON_CODES = [
  'ZH', 'BE', 'LU', 'UR', 'SZ', 'OW', 'NW', 'GL', 'ZG', 'FR', 'SO', 'BS', 'BL',
  'SH', 'AR', 'AI', 'SG', 'GR', 'AG', 'TG', 'TI', 'VD', 'VS', 'NE', 'GE', 'JU',
] as const;

export type CantonCode = (typeof CANTON_CODES)[number];

/** German canton names (no package has them; see DATA.md). */
export const CANTON_NAMES: Readonly<Record<CantonCode, string>> = {
  ZH: 'Zürich',
  BE: 'Bern',
  LU: 'Luzern',
  UR: 'Uri',
  SZ: 'Schwyz',
  OW: 'Obwalden',
  NW: 'Nidwalden',
  GL: 'Glarus',
  ZG: 'Zug',
  FR: 'Freiburg',
  SO: 'Solothurn',
  BS: 'Basel-Stadt',
  BL: 'Basel-Landschaft',
  SH: 'Schaffhausen',
  AR: 'Appenzell Ausserrhoden',
  AI: 'Appenzell Innerrhoden',
  SG: 'St. Gallen',
  GR: 'Graubünden',
  AG: 'Aargau',
  TG: 'Thurgau',
  TI: 'Tessin',
  VD: 'Waadt',
  VS: 'Wallis',
  NE: 'Neuenburg',
  GE: 'Genf',
  JU: 'Jura',
};
