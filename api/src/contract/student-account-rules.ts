/**
 * Students without e-mail (issue 22): the zod-free rules shared by the API and the
 * teacher's 'Lernende erfassen' dialog (through api/client): how a pasted list of
 * names is read, the limits, and what a username looks like.
 */

/** At most this many accounts per request ('Konten erstellen'). */
export const STUDENT_ACCOUNTS_MAX = 60;
/** Bulk creations and password resets per teacher and minute (429 beyond). */
export const STUDENT_ACCOUNTS_PER_MINUTE = 20;
/** A username: lower case, starts with a letter or digit, no '@' (so it never looks like an e-mail). */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{1,39}$/;

/** One line of the list: first and last name (the last name may be empty). */
export interface StudentName { first_name: string; last_name: string }

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * Reads the text area 'Namen (einer pro Zeile)': one student per line, empty lines
 * skipped. A line pasted from a spreadsheet ('Mia<TAB>Keller') splits at the first
 * tab; 'Keller, Mia' is last name first; otherwise the first word is the first name
 * and the rest the last name ('Lena von Arx'). Extra spaces and tabs are tolerated.
 */
export function parseStudentNames(text: string): StudentName[] {
  const out: StudentName[] = [];
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const cells = raw.split('\t').map(clean).filter(Boolean);
    if (cells.length === 0) continue;
    if (cells.length >= 2) {
      out.push({ first_name: cells[0]!, last_name: cells.slice(1).join(' ') });
      continue;
    }
    const line = cells[0]!;
    const comma = line.indexOf(',');
    if (comma > 0) {
      const last = clean(line.slice(0, comma));
      const first = clean(line.slice(comma + 1));
      if (first) {
        out.push({ first_name: first, last_name: last });
        continue;
      }
    }
    const [first, ...rest] = line.replace(/,/g, ' ').split(' ').filter(Boolean);
    out.push({ first_name: first!, last_name: rest.join(' ') });
  }
  return out;
}
