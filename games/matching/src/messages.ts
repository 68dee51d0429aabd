/** German texts of the Zuordnen (matching) game, in one place. */
export const messages = {
  title: 'Zuordnen',
  intro: 'Verbinde jeden Satzanfang mit dem passenden Satzende: ziehe eine Linie – oder wähle einen Satzanfang und dann ein Satzende.',
  startsLabel: 'Satzanfänge',
  endsLabel: 'Satzenden',
  /** Accessible names: the role of the item first, then its text, then what it is connected to. */
  startName: (text: string, connectedTo: string | null) => `Satzanfang: ${text}${connectedTo ? `, verbunden mit: ${connectedTo}` : ''}`,
  endName: (text: string, connected: boolean) => `Satzende: ${text}${connected ? ', verbunden' : ''}`,
  selected: (text: string) => `„${text}“ gewählt. Wähle jetzt das passende Satzende.`,
  correct: (start: string, end: string, left: number) =>
    `Richtig: „${start} ${end}“.${left > 0 ? ` Noch ${left} offen.` : ''}`,
  wrong: (start: string, end: string) => `Falsch: „${start}“ passt nicht zu „${end}“.`,
  progress: (done: number, total: number) => `Verbunden ${done}/${total}`,
  attempts: (n: number) => `Versuche: ${n}`,
  statPoints: 'Punkte',
  statTime: 'Zeit',
  statRight: 'Richtig',
  statWrong: 'Falsch',
  statAttempts: 'Versuche',
  timeUp: 'Die Zeit ist abgelaufen.',
} as const;
