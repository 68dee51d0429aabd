/** German texts of the shared game parts, copied from the spec where it names them. */
export const kitMessages = {
  startButton: 'Spiel starten',
  targetLabel: 'Zielpunktzahl',
  won: 'Geschafft 🎉',
  lost: 'Verloren 😔',
  restartButton: 'Nochmal spielen',
  timerLabel: 'Zeit',
  resultsLabel: 'Ergebnis',
  fullscreen: 'Vollbild',
  fullscreenExit: 'Vollbild beenden',
  crashTitle: 'Das Spiel ist leider abgestürzt.',
  crashHint: 'Lade die Seite neu, um es nochmals zu versuchen. Wenn der Fehler bleibt, sag es deiner Lehrperson.',
  reload: 'Seite neu laden',
} as const;
