// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { hasSignedInHint, setSignedInHint, signedInHint } from './session-storage';

describe('the signed-in hint in web storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('holds the role once the profile is known, and nothing after sign-out', () => {
    expect(signedInHint()).toBeNull();
    setSignedInHint(true);
    expect(signedInHint()).toBe('signed-in');
    setSignedInHint('teacher');
    expect(signedInHint()).toBe('teacher');
    expect(hasSignedInHint()).toBe(true);
    setSignedInHint(false);
    expect(signedInHint()).toBeNull();
    expect(hasSignedInHint()).toBe(false);
  });

  it('reads an older hint or a value it does not know as signed in without a role', () => {
    window.localStorage.setItem('lernplattform.signedIn', '1');
    expect(signedInHint()).toBe('signed-in');
    window.localStorage.setItem('lernplattform.signedIn', 'superuser');
    expect(signedInHint()).toBe('signed-in');
  });

  it('never holds a token: the legacy session entry is removed on sight', () => {
    window.localStorage.setItem('lernplattform.session', '{"access_token":"x"}');
    signedInHint();
    expect(window.localStorage.getItem('lernplattform.session')).toBeNull();
  });
});
