import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CANTON_CODES, type CantonCode } from './cantons.ts';
import { Crest, OUTLINE, TINCTURES, type Tincture } from './crests.tsx';

/** The tinctures each official blazon names (DATA.md); a drawing must use exactly these. */
const BLAZON_TINCTURES: Record<CantonCode, Tincture[]> = {
  ZH: ['argent', 'azure'],
  BE: ['gules', 'or', 'sable'],
  LU: ['azure', 'argent'],
  UR: ['or', 'sable', 'gules'],
  SZ: ['gules', 'argent'],
  OW: ['gules', 'argent'],
  NW: ['gules', 'argent'],
  GL: ['gules', 'sable', 'argent', 'carnation'],
  ZG: ['argent', 'azure'],
  FR: ['sable', 'argent'],
  SO: ['gules', 'argent'],
  BS: ['argent', 'sable'],
  BL: ['argent', 'gules'],
  SH: ['or', 'sable'],
  AR: ['argent', 'sable', 'gules'],
  AI: ['argent', 'sable', 'gules'],
  SG: ['vert', 'argent'],
  GR: ['argent', 'sable', 'azure', 'or', 'gules'],
  AG: ['sable', 'argent', 'azure'],
  TG: ['argent', 'vert', 'or', 'gules'],
  TI: ['gules', 'azure'],
  VD: ['argent', 'vert', 'or'],
  VS: ['argent', 'gules'],
  NE: ['vert', 'argent', 'gules'],
  GE: ['or', 'sable', 'gules'],
  JU: ['argent', 'gules'],
};

const NAME_OF_COLOR = new Map(Object.entries(TINCTURES).map(([name, color]) => [color.toLowerCase(), name]));

function render(code: CantonCode) {
  return renderToStaticMarkup(createElement(Crest, { code, title: 'Wappen – welcher Kanton?' }));
}

describe('cantonal coats of arms', () => {
  it.each(CANTON_CODES)('%s uses exactly the tinctures of its blazon', (code) => {
    const colors = [...render(code).matchAll(/(?:fill|stroke)="(#[0-9A-Fa-f]{6})"/g)].map((m) => m[1]!.toLowerCase());
    const tinctures = new Set(colors.filter((c) => c !== OUTLINE.toLowerCase()).map((c) => NAME_OF_COLOR.get(c) ?? c));
    expect(tinctures).toEqual(new Set(BLAZON_TINCTURES[code]));
  });

  it.each(CANTON_CODES)('%s is drawn on the one shield outline, as an image whose alt text does not give it away', (code) => {
    const svg = render(code);
    expect(svg).toContain('viewBox="0 0 100 120"');
    expect(svg).toMatch(/role="img" aria-label="Wappen – welcher Kanton\?"/);
    expect(svg).toMatch(/clip-path="url\(#crest-[A-Za-z0-9_-]+\)"/);
  });

  it('draws 26 different crests', () => {
    const drawings = CANTON_CODES.map((code) => render(code).replace(/crest-[A-Za-z0-9_-]+/g, 'crest'));
    expect(new Set(drawings).size).toBe(26);
  });
});
