/**
 * Rules both the API and the front-ends apply, written once. Plain TypeScript without zod
 * or server code, so UI bundles import them through `api/client` at no cost.
 */
import { LIMITS } from './limits.ts';

/** Spec 9: shown for a person with no name at all. */
export const UNNAMED_USER = 'Unbenannter Benutzer';
/** Spec 2: shown for a class's teacher without a name. */
export const UNKNOWN_TEACHER = 'Unbekannt';

export interface NameParts {
  first_name?: string | null;
  last_name?: string | null;
  display_name?: string | null;
}

/** Display name per spec 9: first + last, then first, then display_name, then the fallback. */
export function displayName(person: NameParts | null | undefined, fallback: string = UNNAMED_USER): string {
  const first = person?.first_name?.trim();
  const last = person?.last_name?.trim();
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const display = person?.display_name?.trim();
  return display || fallback;
}

/** A class's teacher as lists show them: the display name, 'Unbekannt' without one. */
export const teacherName = (person: NameParts | null | undefined): string => displayName(person, UNKNOWN_TEACHER);

/** Spec 5: an invitation code is trimmed and uppercased before it is looked up. */
export function normalizeJoinCode(input: string): string {
  return input.trim().toUpperCase();
}

/** Spec 5: a class code (Klassenkürzel) is 2 to 10 letters or digits. */
export const CLASS_CODE_PATTERN = new RegExp(`^[A-Za-z0-9]{${LIMITS.classCodeMin},${LIMITS.classCodeMax}}$`);
