import { randomInt } from 'node:crypto';

/**
 * Short German words a child can read and type: lower case, no umlauts or 'ß'
 * (keyboard layouts), no 'l' (looks like 1 or I); digits 2–9 (no 0 or 1, which look like O and l).
 */
export const PASSWORD_WORDS: readonly string[] = [
  'affe', 'ameise', 'ananas', 'bach', 'banane', 'baum', 'beere', 'berg', 'biene', 'birne', 'boot', 'brot', 'dach',
  'drache', 'eiche', 'ente', 'erde', 'esche', 'feder', 'feuer', 'fisch', 'frosch', 'fuchs', 'gans', 'garten', 'gras',
  'hafen', 'hahn', 'hase', 'haus', 'herz', 'honig', 'hund', 'hut', 'kakao', 'kamm', 'karte', 'katze', 'kerze',
  'kirsche', 'kiwi', 'koffer', 'kran', 'krone', 'kuchen', 'kuh', 'mango', 'markt', 'maus', 'meer', 'mond', 'moos',
  'nest', 'nuss', 'ochse', 'orange', 'otter', 'panda', 'papier', 'pferd', 'pinguin', 'pizza', 'rabe', 'rad', 'regen',
  'reis', 'ring', 'rose', 'sand', 'schaf', 'schiff', 'schnee', 'sonne', 'stern', 'stein', 'storch', 'strand',
  'sturm', 'suppe', 'tanne', 'tasche', 'tiger', 'tomate', 'torte', 'traum', 'turm', 'uhr', 'wasser', 'wiese', 'wind',
  'wurm', 'zebra', 'zucker', 'zug', 'zwerg',
];

const DIGITS = '23456789';

/** A password a child can type: two short words and two digits, e.g. 'tiger-mond47' (about 20 bits, enough behind the sign-in rate limits). */
export function childPassword(): string {
  const word = () => PASSWORD_WORDS[randomInt(PASSWORD_WORDS.length)]!;
  let second = word();
  const first = word();
  while (second === first) second = word();
  return `${first}-${second}${DIGITS[randomInt(DIGITS.length)]}${DIGITS[randomInt(DIGITS.length)]}`;
}
