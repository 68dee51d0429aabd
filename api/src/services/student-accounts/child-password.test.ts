import { describe, expect, it } from 'vitest';
import { childPassword, PASSWORD_WORDS } from './child-password.ts';

describe('childPassword', () => {
  it('is two short words and two digits without ambiguous characters', () => {
    for (let i = 0; i < 200; i++) {
      const p = childPassword();
      expect(p).toMatch(/^[a-z]+-[a-z]+[2-9]{2}$/);
      expect(p).not.toMatch(/[lIO01]/);
    }
    expect(PASSWORD_WORDS.length).toBeGreaterThan(80);
    expect(new Set(Array.from({ length: 50 }, childPassword)).size).toBeGreaterThan(45);
  });
});
