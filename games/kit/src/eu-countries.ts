import { germanCountryName } from './country-names.ts';

/** The 27 EU member states, ISO 3166-1 alpha-2 (Greece is GR, not the EU's own 'EL'). */
export const EU_CODES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;

export type EuCode = (typeof EU_CODES)[number];

/** German country names by code (i18n-iso-countries, the short common form, as every game spells them). */
export const GERMAN_NAMES: Readonly<Record<EuCode, string>> = Object.fromEntries(
  EU_CODES.map((code) => [code, germanCountryName(code)]),
) as Record<EuCode, string>;
