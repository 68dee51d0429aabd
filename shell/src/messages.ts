/**
 * The German texts of the shell's frame (header, area loading, session errors); texts in quotes
 * in the spec are copied exactly. The lazily loaded pages have theirs in pages/page-messages.ts,
 * so no page's texts load with another. Remotes and games keep their own messages modules.
 */
export const messages = {
  appName: 'Lernplattform',
  skipToContent: 'Zum Inhalt springen',
  loading: 'Wird geladen...',

  header: {
    login: 'Anmelden',
    signup: 'Account erstellen',
    adminPanel: 'Admin Panel',
    logout: 'Abmelden',
    userFallback: 'User',
    logoLabel: 'Lernplattform',
    accountNav: 'Account',
    userMenu: 'Account-Menü',
    subscription: 'Neue Klassen hinzufügen',
    teacherNav: 'Bereiche',
    teacherSections: { classes: 'Klassen', lessons: 'Lektionen', games: 'Spiele' },
  },

  footer: {
    label: 'Rechtliches',
    privacy: 'Datenschutz',
    imprint: 'Impressum',
  },

  /** Spec section 8 'Sign-up mapping'. */
  signupErrors: {
    emailTaken: 'Diese E-Mail-Adresse ist bereits registriert.',
    invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    weakPassword: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
    rateLimited: 'Zu viele Anmeldeversuche. Bitte warte einen Moment.',
    unexpected: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es erneut.',
    network: 'Netzwerkfehler. Bitte überprüfe deine Internetverbindung.',
    other: 'Ein Fehler ist aufgetreten. Bitte versuche es erneut.',
    failed: 'Registrierung fehlgeschlagen. Bitte versuche es erneut.',
  },

  /** Spec section 8 'Login and session'. */
  loginErrors: {
    invalidCredentials: 'E-Mail oder Passwort ist falsch.',
    emailNotConfirmed: 'Bitte bestätige zuerst deine E-Mail-Adresse. Wir haben dir dazu einen Link geschickt.',
    profileCreateFailed: 'Profil konnte nicht erstellt werden.',
    rateLimited: 'Zu viele Anmeldeversuche. Bitte warte einen Moment.',
    network: 'Netzwerkfehler. Bitte überprüfe deine Internetverbindung.',
    other: 'Ein Fehler ist aufgetreten. Bitte versuche es erneut.',
  },

  remote: {
    loading: 'Bereich wird geladen...',
    failed: 'Bereich konnte nicht geladen werden.',
    failedHint: 'Bitte prüfe deine Internetverbindung und versuche es noch einmal.',
    retry: 'Erneut versuchen',
  },

} as const;
