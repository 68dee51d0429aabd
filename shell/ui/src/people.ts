import type { Profile, Role } from './contract';
import { displayName as sharedDisplayName } from 'api/client';
import { uiMessages } from './messages';

type NameParts = Partial<Pick<Profile, 'first_name' | 'last_name' | 'display_name'>>;

const clean = (value: string | null | undefined): string => (value ?? '').trim();

/**
 * Name to show for a person (spec section 9): first plus last name, then first
 * name, then display_name, then 'Unbenannter Benutzer' (the API's rule, api/client).
 */
export function displayName(person: NameParts | null | undefined): string {
  return sharedDisplayName(person, uiMessages.unnamedUser);
}

/** Two-letter initials (spec section 9), upper case; '?' when nothing is known. */
export function initials(person: NameParts | null | undefined): string {
  const first = clean(person?.first_name);
  const last = clean(person?.last_name);
  if (first && last) return (firstLetter(first) + firstLetter(last)).toUpperCase();
  const source = first || last || clean(person?.display_name);
  if (!source) return '?';
  const words = source.split(/\s+/).filter(Boolean);
  if (words.length >= 2) return (firstLetter(words[0]!) + firstLetter(words[words.length - 1]!)).toUpperCase();
  return Array.from(source).slice(0, 2).join('').toUpperCase();
}

function firstLetter(word: string): string {
  return Array.from(word)[0] ?? '';
}

/** German role labels (spec section 9): Admin, Lehrperson, Lernende (glossary; the spec's 'Lehrer', 'Schüler'). */
export function roleLabel(role: Role | string | null | undefined): string {
  if (role === 'admin' || role === 'teacher' || role === 'student') return uiMessages.roleLabels[role];
  return uiMessages.roleLabels.student;
}

/** The dashboard of a role: teacher, admin or (anything else) student. */
export function dashboardPath(role: Role | string | null | undefined): string {
  if (role === 'teacher') return '/teacher/dashboard';
  if (role === 'admin') return '/admin/dashboard';
  return '/student/dashboard';
}
