/** German texts of Schweizer Wappen, in one place (the shared guessing texts are in the kit). */
export const messages = {
  title: 'Schweizer Wappen',
  intro: 'Erkennst du die Wappen der 26 Kantone? Wähle zu jedem Wappen den richtigen Kanton.',
  question: 'Zu welchem Kanton gehört dieses Wappen?',
  crestAlt: 'Wappen – welcher Kanton?',
} as const;
