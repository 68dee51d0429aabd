/** German texts shared by the custom game players (spec 8 'Custom game player'). */
export const customGameMessages = {
  loading: 'Spiel wird geladen...',
  notFound: 'Spiel nicht gefunden',
  /** Followed by the reason. */
  loadFailed: 'Spiel konnte nicht geladen werden:',
  noContent: 'Der Inhalt fehlt.',
  timeLimit: (mmss: string) => `Zeitlimit ${mmss}`,
} as const;
