import { describe, expect, it } from 'vitest';
import { SignUpBodySchema, TokenBodySchema } from './schemas.ts';
import { loadEnv } from '../env.ts';

describe('sign-up validation', () => {
  const base = { email: ' Max@Schule.CH ', password: 'geheim', data: { role: 'student', first_name: ' Max ', last_name: 'Muster' } };

  it('lowercases and trims the email and trims names', () => {
    const parsed = SignUpBodySchema.parse(base);
    expect(parsed.email).toBe('max@schule.ch');
    expect(parsed.data.first_name).toBe('Max');
  });

  it('needs a password of at least 6 characters', () => {
    expect(SignUpBodySchema.safeParse({ ...base, password: '12345' }).success).toBe(false);
  });

  it('allows only teacher or student as sign-up role', () => {
    expect(SignUpBodySchema.safeParse({ ...base, data: { ...base.data, role: 'admin' } }).success).toBe(false);
    expect(SignUpBodySchema.safeParse({ ...base, data: { ...base.data, role: 'teacher' } }).success).toBe(true);
  });
});

describe('token request validation', () => {
  it('distinguishes the two grant types', () => {
    expect(TokenBodySchema.safeParse({ grant_type: 'password', email: 'a@b.ch', password: 'x' }).success).toBe(true);
    expect(TokenBodySchema.safeParse({ grant_type: 'refresh_token', refresh_token: 'x'.repeat(43) }).success).toBe(true);
    expect(TokenBodySchema.safeParse({ grant_type: 'client_credentials' }).success).toBe(false);
  });
});

describe('environment', () => {
  it('applies defaults and names bad variables', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.ACCESS_TOKEN_TTL).toBe(3600);
    expect(env.EMAIL_CONFIRMATION).toBe(false);
    expect(() => loadEnv({ PORT: 'abc', JWT_SECRET: 'short' })).toThrow(/PORT[\s\S]*JWT_SECRET/);
  });
});
