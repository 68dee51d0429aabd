import fs from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { dataFileUrl, loadCouncil, memberInitials, parseCouncil } from './council.ts';

const shipped = JSON.parse(fs.readFileSync(new URL('../public/bundesrat.json', import.meta.url), 'utf8')) as {
  mitglieder: Record<string, unknown>[];
};

describe('the shipped data file', () => {
  it('holds the Federal Council of late 2026 with a valid-from date', () => {
    const council = parseCouncil(shipped);
    expect(council.gueltigAb).toBe('2025-04-01');
    expect(council.mitglieder.map((m) => [m.name, m.partei, m.departement])).toEqual([
      ['Guy Parmelin', 'SVP', 'WBF'],
      ['Ignazio Cassis', 'FDP', 'EDA'],
      ['Karin Keller-Sutter', 'FDP', 'EFD'],
      ['Albert Rösti', 'SVP', 'UVEK'],
      ['Elisabeth Baume-Schneider', 'SP', 'EDI'],
      ['Beat Jans', 'SP', 'EJPD'],
      ['Martin Pfister', 'Mitte', 'VBS'],
    ]);
  });

  it('holds the clues of phase 1: canton of origin, year elected, first department', () => {
    expect(parseCouncil(shipped).mitglieder.map((m) => [m.id, m.kanton, m.gewaehlt, m.erstesDepartement])).toEqual([
      ['parmelin', 'Waadt', 2015, 'VBS'],
      ['cassis', 'Tessin', 2017, 'EDA'],
      ['keller-sutter', 'St. Gallen', 2018, 'EJPD'],
      ['roesti', 'Bern', 2022, 'UVEK'],
      ['baume-schneider', 'Jura', 2022, 'EJPD'],
      ['jans', 'Basel-Stadt', 2023, 'EJPD'],
      ['pfister', 'Zug', 2025, 'VBS'],
    ]);
  });

  it('ships no photos (the official portraits are not freely licensed)', () => {
    expect(parseCouncil(shipped).mitglieder.every((m) => m.bildSrc === undefined)).toBe(true);
  });
});

describe('an operator-replaced file', () => {
  const withMember = (index: number, change: Record<string, unknown>) => ({
    ...shipped,
    mitglieder: shipped.mitglieder.map((m, i) => (i === index ? { ...m, ...change } : m)),
  });

  it('accepts portraits with an alt text', () => {
    const council = parseCouncil(withMember(0, { bildSrc: 'bilder/parmelin.jpg', altText: 'Guy Parmelin' }));
    expect(council.mitglieder[0]).toMatchObject({ bildSrc: 'bilder/parmelin.jpg', altText: 'Guy Parmelin' });
  });

  it.each([
    ['an unknown party', withMember(0, { partei: 'GLP' }), /partei/],
    ['an unknown department', withMember(0, { departement: 'BK' }), /departement/],
    ['a department twice', withMember(0, { departement: 'EDA' }), /jedes Departement/],
    ['a picture without alt text', withMember(0, { bildSrc: 'x.jpg' }), /altText/],
    ['six members', { ...shipped, mitglieder: shipped.mitglieder.slice(1) }, /genau 7/],
    ['no canton', withMember(0, { kanton: '' }), /kanton/],
    ['no year elected', withMember(0, { gewaehlt: 'früher' }), /gewaehlt/],
    ['an unknown first department', withMember(0, { erstesDepartement: 'BK' }), /erstesDepartement/],
    ['no date', { ...shipped, gueltigAb: 'bald' }, /gueltigAb/],
  ])('rejects %s, naming the problem', (_what, json, message) => {
    expect(() => parseCouncil(json)).toThrow(message);
  });

  it('is fetched beside the bundle, uncached, with pictures resolved against it', async () => {
    const fetchFn = vi.fn(async () => Response.json(withMember(1, { bildSrc: 'bilder/cassis.jpg', altText: 'Ignazio Cassis' })));
    const council = await loadCouncil('https://cdn.example.ch/games/bundesrat/assets/Game-abc123.js', fetchFn);
    expect(fetchFn).toHaveBeenCalledWith(new URL('https://cdn.example.ch/games/bundesrat/bundesrat.json'), { cache: 'no-cache' });
    expect(council.mitglieder[1]?.bildSrc).toBe('https://cdn.example.ch/games/bundesrat/bilder/cassis.jpg');
  });
});

describe('helpers', () => {
  it('finds the bundle root from a chunk or an entry file', () => {
    expect(dataFileUrl('http://a.ch/bundles/games/bundesrat/assets/x.js').href).toBe('http://a.ch/bundles/games/bundesrat/bundesrat.json');
    expect(dataFileUrl('http://a.ch/embed/bundesrat/remoteEntry.js').href).toBe('http://a.ch/embed/bundesrat/bundesrat.json');
  });

  it('draws initials of every name part', () => {
    expect(memberInitials('Karin Keller-Sutter')).toBe('KKS');
    expect(memberInitials('Albert Rösti')).toBe('AR');
  });
});
