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
} as const;
