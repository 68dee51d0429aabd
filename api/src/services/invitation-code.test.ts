import { describe, expect, it } from 'vitest';
import { normalizeJoinCode } from '../contract/rules.ts';
import { INVITATION_ALPHABET, newInvitationCode } from './invitation-code.ts';

describe('invitation codes', () => {
  it('are 6 uppercase characters without look-alikes', () => {
    for (let i = 0; i < 500; i++) {
      const code = newInvitationCode();
      expect(code).toMatch(/^[A-Z0-9]{6}$/);
      expect(code).not.toMatch(/[0O1IL2Z5S8B]/);
    }
    expect(INVITATION_ALPHABET).not.toMatch(/[0O1IL]/);
  });

  it('normalizes typed codes: trimmed and uppercased', () => {
    expect(normalizeJoinCode('  ab3cd7 ')).toBe('AB3CD7');
  });
});
