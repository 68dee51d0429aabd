import { describe, expect, it } from 'vitest';
import { parseStudentNames, usernameBase, usernamePart, USERNAME_PATTERN } from './student-account-rules.ts';

describe('parseStudentNames (the text area, one name per line)', () => {
  it('reads first and last name per line, skipping empty lines and extra whitespace', () => {
    expect(parseStudentNames('Mia Keller\n\n   Jonas   Meier  \r\n\t\nLena von Arx\n')).toEqual([
      { first_name: 'Mia', last_name: 'Keller' },
      { first_name: 'Jonas', last_name: 'Meier' },
      { first_name: 'Lena', last_name: 'von Arx' },
    ]);
  });
  it('takes a column pasted from a spreadsheet (tab-separated) and "Last, First"', () => {
    expect(parseStudentNames('Anna Lena\tMüller\t\nKeller, Mia\nNoah')).toEqual([
      { first_name: 'Anna Lena', last_name: 'Müller' },
      { first_name: 'Mia', last_name: 'Keller' },
      { first_name: 'Noah', last_name: '' },
    ]);
  });
});

describe('usernames', () => {
  it('transliterates umlauts and accents and keeps only a–z, 0–9', () => {
    expect(usernamePart('Jörg')).toBe('joerg');
    expect(usernamePart('Müller-Strässle')).toBe('muellerstraessle');
    expect(usernamePart('Łukasz José Straße')).toBe('lukaszjosestrasse');
    expect(usernameBase({ first_name: 'Mia', last_name: 'Keller' })).toBe('mia.keller');
    expect(usernameBase({ first_name: 'Noah', last_name: '' })).toBe('noah');
    expect(usernameBase({ first_name: '李', last_name: '' })).toBe('lernende');
    expect(USERNAME_PATTERN.test(`${usernameBase({ first_name: 'Élodie', last_name: 'Ägerter' })}7`)).toBe(true);
  });
});
