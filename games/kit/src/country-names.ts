import de from 'i18n-iso-countries/langs/de.json';

/**
 * The common German name of a country from i18n-iso-countries, one spelling for every game:
 * entries that are [official, short] pairs ('Tschechische Republik', 'Tschechien') yield the
 * short one, which pupils know.
 */
export function germanCountryName(code: string): string {
  const entry: string | readonly string[] | undefined = (de.countries as Record<string, string | readonly string[]>)[code];
  const name = typeof entry === 'string' ? entry : (entry?.[1] ?? entry?.[0]);
  if (!name) throw new Error(`i18n-iso-countries has no German name for ${code}`);
  return name;
}
