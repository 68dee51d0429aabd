import type { WorldPart } from './world.map.ts';

/** German texts of Weltkarte, in one place. */
export const messages = {
  title: 'Weltkarte',
  intro: 'Finde die Länder auf der Karte. Wähle, welchen Teil der Welt du üben willst.',
  attribution: 'Kartengrundlage: Natural Earth (gemeinfrei), via world-atlas',
  parts: {
    welt: 'Welt',
    europa: 'Europa',
    afrika: 'Afrika',
    asien: 'Asien',
    amerika: 'Nord- und Südamerika',
    ozeanien: 'Ozeanien',
  } satisfies Record<WorldPart, string>,
} as const;
