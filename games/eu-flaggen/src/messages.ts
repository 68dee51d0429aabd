/** German texts of EU-Flaggen, in one place (the shared guessing texts are in the kit). */
export const messages = {
  title: 'EU-Flaggen',
  intro: 'Erkennst du die Flaggen der 27 EU-Länder? Wähle zu jeder Flagge das richtige Land.',
  question: 'Welches Land hat diese Flagge?',
  flagAlt: 'Flagge – welches Land?',
} as const;
