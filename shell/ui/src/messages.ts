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
  roleLabels: { admin: 'Admin', teacher: 'Lehrperson', student: 'Lernende' },
} as const;
