/** German texts of the Bundesrat game, in one place. */
export const messages = {
  title: 'Bundesrat',
  intro: 'Kennst du die sieben Mitglieder des Bundesrats? Ordne in drei Phasen die Namen, die Parteien und die Departemente zu.',
  validFrom: (date: string) => `Zusammensetzung gültig ab ${date}`,
  phaseTitles: [
    'Phase 1 von 3: Ordne die Namen den Steckbriefen zu.',
    'Phase 2 von 3: Ordne die Parteien zu.',
    'Phase 3 von 3: Ordne die Departemente zu.',
  ],
  phasePill: (phase: number, total: number) => `Phase ${phase}/${total}`,
  wrongPill: (count: number) => `Fehlerhafte Versuche: ${count}`,
  howTo: 'Ziehe ein Kärtchen auf eine Karte – oder wähle es, dann die Karte (Pfeiltasten, Eingabe).',
  poolLabel: 'Auswahl',
  poolEmpty: 'Alle Kärtchen sind verteilt.',
  cardsLabel: 'Mitglieder des Bundesrats',
  next: 'Weiter',
  finish: 'Fertig',
  loading: 'Daten werden geladen...',
  loadError: 'Die Daten des Bundesrats konnten nicht geladen werden.',
  emptySlot: 'leer',
  clueCanton: 'Kanton',
  clueElected: 'Gewählt',
  clueFirstDepartment: 'Erstes Departement',
  cluesText: (canton: string, year: number, department: string) =>
    `Kanton ${canton}, gewählt ${year}, erstes Departement ${department}`,
  /** Read before the card's visible content: 'Karte 3: Guy Parmelin, ' + 'SVP' / 'leer'. */
  cardPrefix: (index: number, title: string) => `Karte ${index}: ${title}, `,
  selected: (label: string) => `${label} gewählt. Wähle jetzt eine Karte.`,
  placed: (label: string, index: number) => `${label} auf Karte ${index} gelegt.`,
  unplaced: (label: string) => `${label} zurück in die Auswahl gelegt.`,
  correct: (phase: number, total: number) =>
    phase < total ? `Richtig! Phase ${phase} geschafft.` : 'Richtig! Alle Phasen geschafft.',
  wrong: (count: number) =>
    `Nicht ganz: ${count === 1 ? 'eine Karte ist' : `${count} Karten sind`} falsch und gehen zurück in die Auswahl.`,
  statPhases: 'Phasen abgeschlossen',
  statTime: 'Zeit',
  statWrong: 'Fehlerhafte Versuche',
} as const;
