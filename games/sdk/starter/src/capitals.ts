/** The countries asked (ISO 3166-1 alpha-2) with their German names and capitals. */
export const COUNTRIES = {
  AT: { name: 'Österreich', capital: 'Wien' },
  BE: { name: 'Belgien', capital: 'Brüssel' },
  CH: { name: 'Schweiz', capital: 'Bern' },
  CZ: { name: 'Tschechien', capital: 'Prag' },
  DE: { name: 'Deutschland', capital: 'Berlin' },
  DK: { name: 'Dänemark', capital: 'Kopenhagen' },
  ES: { name: 'Spanien', capital: 'Madrid' },
  FR: { name: 'Frankreich', capital: 'Paris' },
  HU: { name: 'Ungarn', capital: 'Budapest' },
  IT: { name: 'Italien', capital: 'Rom' },
  NL: { name: 'Niederlande', capital: 'Amsterdam' },
  PL: { name: 'Polen', capital: 'Warschau' },
  PT: { name: 'Portugal', capital: 'Lissabon' },
  SE: { name: 'Schweden', capital: 'Stockholm' },
} as const;

export type CountryCode = keyof typeof COUNTRIES;
export const COUNTRY_CODES = Object.keys(COUNTRIES) as CountryCode[];
