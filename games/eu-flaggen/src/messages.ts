/** German texts of EU-Flaggen, in one place. */
export const messages = {
  title: 'EU-Flaggen',
  intro: 'Erkennst du die Flaggen der 27 EU-Länder? Wähle zu jeder Flagge das richtige Land.',
  question: 'Welches Land hat diese Flagge?',
  flagAlt: 'Flagge – welches Land?',
  score: (score: number, target: number) => `Punkte: ${score} / ${target}`,
  correct: 'Richtig!',
  wrong: (answer: string) => `Falsch – richtig wäre ${answer}.`,
  keyboardHint: 'Tipp: Tasten 1 bis 4 wählen eine Antwort.',
} as const;
