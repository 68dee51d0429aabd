/** German texts of the Multiple Choice game, in one place. */
export const messages = {
  title: 'Multiple Choice',
  intro: 'Wähle bei jeder Frage alle richtigen Antworten und prüfe sie dann.',
  answersLabel: 'Antworten',
  check: 'Antwort prüfen',
  questionOf: (left: number, total: number) => `Noch ${left} von ${total} Fragen`,
  errorsPill: (n: number) => `Fehler: ${n}`,
  correct: 'Richtig!',
  wrong: (right: string[]) => `Falsch. Richtig ${right.length === 1 ? 'ist' : 'sind'}: ${right.join(', ')}.`,
  multipleHint: 'Mehrere Antworten können richtig sein.',
  statPoints: 'Punkte',
  statTime: 'Zeit',
  statRight: 'Richtig',
  statErrors: 'Fehler',
  timeUp: 'Die Zeit ist abgelaufen.',
} as const;
