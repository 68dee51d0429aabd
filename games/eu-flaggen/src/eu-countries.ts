import de from 'i18n-iso-countries/langs/de.json';

/** The 27 EU member states, ISO 3166-1 alpha-2 (Greece is GR, not the EU's own 'EL'). */
export const EU_CODES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;

export type EuCode = (typeof EU_CODES)[number];

/**
 * The common German name from i18n-iso-countries. Entries that are [official, short] pairs
 * ('Tschechische Republik', 'Tschechien') yield the short one, which pupils know.
 */
function commonName(code: EuCode): string {
  const entry: string | readonly string[] | undefined = (de.countries as Record<string, string | readonly string[]>)[code];
  const name = typeof entry === 'string' ? entry : (entry?.[1] ?? entry?.[0]);
  if (!name) throw new Error(`i18n-iso-countries has no German name for ${code}`);
  return name;
}

/** German country names by code, read from the package at build time. */
export const GERMAN_NAMES: Readonly<Record<EuCode, string>> = Object.fromEntries(
  EU_CODES.map((code) => [code, commonName(code)]),
) as Record<EuCode, string>;
