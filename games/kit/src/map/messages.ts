/** German texts of the map games' shared parts (spec section 4 'Map game'). */
export const mapMessages = {
  question: (name: string) => `Wo liegt ${name}?`,
  correct: 'Richtig',
  wrong: (clicked: string) => `Falsch, das war ${clicked}.`,
  loading: 'Karte wird geladen...',
  loadFailed: 'Karte konnte nicht geladen werden',
  retry: 'Erneut versuchen',
  mapLabel: 'Karte',
  mapHint: 'Pfeiltasten wählen ein Gebiet, Eingabe oder Leertaste antwortet.',
  screenReaderHint:
    'Dieses Spiel braucht den Blick auf die Karte. Mit einem Screenreader spielst du es als Liste: dieselben Fragen, die Namen als Schaltflächen.',
  listMode: 'Als Liste spielen',
  mapMode: 'Auf der Karte spielen',
  listLabel: 'Gebiete',
  progress: (done: number, total: number) => `${done} / ${total}`,
  progressLabel: 'Beantwortet',
  counts: (correct: number, wrong: number) => `Richtig ${correct} · Falsch ${wrong}`,
  zoomIn: 'Vergrössern',
  zoomOut: 'Verkleinern',
  zoomReset: 'Ganze Karte zeigen',
  zoomHint: 'Plus und Minus zoomen, Umschalt und Pfeiltasten verschieben die Karte.',
  regionLegend: 'Region',
} as const;
