import { describe, expect, it } from 'vitest';
import { dashboardPath, displayName, initials, roleLabel } from './people';

describe('displayName (spec 9 fallback order)', () => {
  it('uses first plus last name', () => {
    expect(displayName({ first_name: 'Anna', last_name: 'Muster', display_name: 'X' })).toBe('Anna Muster');
  });
  it('falls back to the first name', () => {
    expect(displayName({ first_name: 'Anna', last_name: null, display_name: 'X' })).toBe('Anna');
    expect(displayName({ first_name: 'Anna', last_name: '   ' })).toBe('Anna');
  });
  it('then display_name', () => {
    expect(displayName({ first_name: null, last_name: 'Muster', display_name: 'Frau Muster' })).toBe('Frau Muster');
    expect(displayName({ first_name: '', last_name: '', display_name: 'AM' })).toBe('AM');
  });
  it("then 'Unbenannter Benutzer'", () => {
    expect(displayName({ first_name: null, last_name: null, display_name: null })).toBe('Unbenannter Benutzer');
    expect(displayName(null)).toBe('Unbenannter Benutzer');
    expect(displayName(undefined)).toBe('Unbenannter Benutzer');
  });
});

describe('initials (2 letters)', () => {
  it('takes first letters of first and last name', () => {
    expect(initials({ first_name: 'anna', last_name: 'muster' })).toBe('AM');
    expect(initials({ first_name: 'Élodie', last_name: 'Ürsch' })).toBe('ÉÜ');
  });
  it('uses the words of display_name or two letters of a single name', () => {
    expect(initials({ display_name: 'Max Peter Meier' })).toBe('MM');
    expect(initials({ first_name: 'Lea' })).toBe('LE');
    expect(initials({ last_name: 'Z' })).toBe('Z');
  });
  it("is '?' without any name", () => {
    expect(initials({})).toBe('?');
    expect(initials(null)).toBe('?');
  });
});

describe('roleLabel', () => {
  it('maps roles to Admin, Lehrperson, Lernende', () => {
    expect(roleLabel('admin')).toBe('Admin');
    expect(roleLabel('teacher')).toBe('Lehrperson');
    expect(roleLabel('student')).toBe('Lernende');
    expect(roleLabel(undefined)).toBe('Lernende');
  });
});

describe('dashboardPath', () => {
  it('sends each role to its own dashboard', () => {
    expect(dashboardPath('teacher')).toBe('/teacher/dashboard');
    expect(dashboardPath('admin')).toBe('/admin/dashboard');
    expect(dashboardPath('student')).toBe('/student/dashboard');
    expect(dashboardPath(null)).toBe('/student/dashboard');
  });
});
