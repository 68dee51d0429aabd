/** German texts of EU-Länder, in one place. */
export const messages = {
  title: 'EU-Länder',
  attribution: 'Kartengrundlage: Natural Earth (gemeinfrei), via world-atlas',
} as const;
