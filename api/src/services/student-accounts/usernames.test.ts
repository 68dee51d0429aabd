import { describe, expect, it } from 'vitest';
import { USERNAME_PATTERN } from '../../contract/index.ts';
import { usernameBase, usernamePart } from './usernames.ts';

describe('usernames', () => {
  it('transliterates umlauts and accents and keeps only a–z, 0–9', () => {
    expect(usernamePart('Jörg')).toBe('joerg');
    expect(usernamePart('Müller-Strässle')).toBe('muellerstraessle');
    expect(usernamePart('Łukasz José Straße')).toBe('lukaszjosestrasse');
    // Every letter transliterated, none dropped (issue 37: 'Ayşe Yılmaz' was 'ayse.ylmaz').
    expect(usernameBase({ first_name: 'Ayşe', last_name: 'Yılmaz' })).toBe('ayse.yilmaz');
    expect(usernamePart('Dragoș Ørsted')).toBe('dragosorsted');
    expect(usernamePart('Миша')).toBe('misha');
    expect(usernamePart('Σωκράτης')).toBe('sokratis');
    expect(usernameBase({ first_name: 'Mia', last_name: 'Keller' })).toBe('mia.keller');
    expect(usernameBase({ first_name: 'Noah', last_name: '' })).toBe('noah');
    expect(usernameBase({ first_name: '李', last_name: '' })).toBe('li');
    expect(usernameBase({ first_name: '!!!', last_name: '' })).toBe('lernende');
    expect(USERNAME_PATTERN.test(`${usernameBase({ first_name: 'Élodie', last_name: 'Ägerter' })}7`)).toBe(true);
  });
});
