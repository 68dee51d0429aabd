import { describe, expect, it } from 'vitest';
import { parseStudentNames } from './student-account-rules.ts';

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
