/** German texts of the shared interface parts (spec section 2 'Shared interface parts'). */
export const uiMessages = {
  close: 'Schliessen',
  errorHeading: 'Fehler',
  save: 'Speichern',
  saving: 'Speichern...',
  cancel: 'Abbrechen',
  confirm: 'Bestätigen',
  loading: 'Wird geladen...',
  unnamedUser: 'Unbenannter Benutzer',
  chooseFile: 'Datei auswählen',
  datePlaceholder: 'TT.MM.JJJJ',
  dateFormatHint: 'Format: TT.MM.JJJJ, z. B. 24.12.2025',
  dateInvalid: 'Bitte gib ein gültiges Datum im Format TT.MM.JJJJ ein.',
  roleLabels: { admin: 'Admin', teacher: 'Lehrperson', student: 'Lernende' },
} as const;
