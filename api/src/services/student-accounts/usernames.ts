import anyAscii from 'any-ascii';
import type { StudentName } from '../../contract/index.ts';

/**
 * Usernames of pupils without e-mail ('Lernende erfassen'), made on the server only: any-ascii's tables are large
 * and no front-end needs them (the teacher's dialog shows the usernames the server answers).
 */

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'ae', Ö: 'oe', Ü: 'ue', ß: 'ss' };

/**
 * A name part as username letters: the German umlauts as Swiss schools write them (ä→ae, ö→oe, ü→ue, ß→ss), every
 * other letter transliterated to ASCII by any-ascii (ı→i, ş→s, ł→l, ø→o, é→e, Cyrillic and Greek by sound: issue 37,
 * 'Ayşe Yılmaz' became 'ayse.ylmaz'), then only a–z and 0–9 kept. any-ascii: a well-kept, dependency-free table of
 * Unicode to ASCII, so no letter of a pupil's name is silently dropped.
 */
export function usernamePart(name: string): string {
  return anyAscii(name.replace(/[äöüÄÖÜß]/g, (ch) => UMLAUTS[ch] ?? ch))
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The readable base of a username, 'mia.keller' (a number is appended to make it unique). */
export function usernameBase(person: StudentName): string {
  const first = usernamePart(person.first_name).slice(0, 14);
  const last = usernamePart(person.last_name).slice(0, 14);
  return [first, last].filter(Boolean).join('.') || 'lernende';
}
