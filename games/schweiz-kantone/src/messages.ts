/** German texts of Schweizer Kantone, in one place. */
export const messages = {
  title: 'Schweizer Kantone',
  attribution: 'Kartengrundlage: Bundesamt für Statistik (BFS), GEOSTAT, via swiss-maps',
} as const;
