/** German texts of the shared interface parts (spec section 2 'Shared interface parts'). */
export const uiMessages = {
  close: 'Schliessen',
  errorHeading: 'Fehler',
  save: 'Speichern',
  saving: 'Speichern...',
  cancel: 'Abbrechen',
  confirm: 'Bestätigen',
  loading: 'Wird geladen...',
  /** The button of every 'failed to load' box (LoadError) and of retries elsewhere. */
  retry: 'Erneut versuchen',
  /** A request that never reached the server (NETWORK_ERROR); errorText's default for it. */
  networkError: 'Netzwerkfehler. Bitte überprüfe deine Internetverbindung.',
  unnamedUser: 'Unbenannter Benutzer',
  roleLabels: { admin: 'Admin', teacher: 'Lehrperson', student: 'Lernende' },
} as const;
