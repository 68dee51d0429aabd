/** German texts of Wirtschaftskreislauf, in one place. */
export const messages = {
  title: 'Wirtschaftskreislauf',
  intro:
    'Haushalte und Unternehmen tauschen Güter und Geld. Ziehe die vier Begriffe auf die richtigen Pfeile – oder wähle einen Begriff und dann einen Pfeil.',
  households: 'Haushalte',
  firms: 'Unternehmen',
  goodsFlow: 'Güterstrom',
  moneyFlow: 'Geldstrom',
  poolTitle: 'Begriffe',
  itemsLabel: 'Begriffe',
  zonesLabel: 'Pfeile im Kreislauf',
  attempts: (count: number) => `Versuche: ${count}`,
  loading: 'Diagramm wird geladen...',
  loadError: 'Das Diagramm konnte nicht geladen werden. Du kannst mit den Schaltflächen unten spielen.',
  zoneName: (zone: string, content: string | null) => `${zone}: ${content ?? 'leer'}`,
  selected: (label: string) => `${label} gewählt. Wähle jetzt einen Pfeil.`,
  placed: (label: string, zone: string) => `${label} auf ${zone} gelegt.`,
  unplaced: (label: string) => `${label} zurück zu den Begriffen gelegt.`,
  correct: 'Richtig! Der Kreislauf stimmt.',
  wrong: (count: number) =>
    `Nicht ganz: ${count === 1 ? 'ein Begriff liegt' : `${count} Begriffe liegen`} falsch. Alles wird zurückgesetzt.`,
  hint: 'Tipp: Geld fliesst immer in die Gegenrichtung der Güter.',
  statAttempts: 'Versuche',
  statTime: 'Zeit',
} as const;
