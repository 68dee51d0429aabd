/**
 * Every German text of the shell, in one place (texts in quotes in the spec are
 * copied exactly). Remotes and games keep their own messages modules.
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
    accountNav: 'Konto',
  },

  landing: {
    title: 'Willkommen auf der Lernplattform',
    lead: 'Klassen, Lektionen und Lernspiele für Schweizer Schulen – einfach, freundlich und an einem Ort.',
    startTeacher: 'Als Lehrperson starten',
    startStudent: 'Als Lernender starten',
    haveAccount: 'Ich habe schon ein Konto',
    features: [
      { icon: 'school', title: 'Klassen', text: 'Lehrpersonen erstellen Klassen und laden Lernende mit einem Code ein.' },
      { icon: 'book', title: 'Lektionen', text: 'Texte, Videos, Bilder, Umfragen und Dateien zu Lektionen zusammenstellen.' },
      { icon: 'gamepad', title: 'Lernspiele', text: 'Flaggen, Karten und eigene Spiele – spielerisch lernen im Unterricht.' },
    ],
  },

  login: {
    title: 'Anmelden',
    lead: 'Schön, dass du da bist! Melde dich mit deiner E-Mail-Adresse an.',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    submitting: 'Wird angemeldet...',
    noAccount: 'Noch kein Konto?',
    toSignup: 'Registrieren',
    confirmationSent: 'Bitte bestätige deine E-Mail-Adresse und melde dich dann hier an.',
    required: 'Bitte gib deine E-Mail-Adresse und dein Passwort ein.',
  },

  signup: {
    title: 'Account erstellen',
    lead: 'Wähle deine Rolle und erstelle dein kostenloses Konto.',
    roleLegend: 'Ich bin…',
    roleTeacher: 'Lehrperson',
    roleTeacherHint: 'Ich erstelle Klassen, Lektionen und Spiele.',
    roleStudent: 'Lernender',
    roleStudentHint: 'Ich trete Klassen bei und lerne mit Lektionen und Spielen.',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    password: 'Passwort',
    passwordPlaceholder: 'Mindestens 6 Zeichen',
    submit: 'Registrieren',
    submitting: 'Wird registriert...',
    chooseRole: 'Bitte wähle zuerst eine Rolle.',
    required: 'Bitte fülle alle Felder aus.',
    success: 'Registrierung erfolgreich! Wir leiten dich weiter...',
    haveAccount: 'Bereits ein Konto?',
    toLogin: 'Zum Login',
    confirmTitle: 'Bestätige deine Email',
    confirmText: (email: string) =>
      `Wir haben dir einen Bestätigungslink an ${email} geschickt. Öffne den Link in der E-Mail, um dein Konto zu aktivieren, und melde dich danach an.`,
    confirmBack: 'Zurück zur Startseite',
  },

  /** Spec section 8 'Sign-up mapping'. */
  signupErrors: {
    emailTaken: 'Diese E-Mail-Adresse ist bereits registriert.',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    weakPassword: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
    rateLimited: 'Zu viele Anmeldeversuche. Bitte warten Sie einen Moment.',
    unexpected: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
    network: 'Netzwerkfehler. Bitte überprüfen Sie Ihre Internetverbindung.',
    other: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
    failed: 'Registrierung fehlgeschlagen. Bitte versuche es erneut.',
  },

  /** Spec section 8 'Login and session'. */
  loginErrors: {
    invalidCredentials: 'E-Mail oder Passwort ist falsch.',
    emailNotConfirmed: 'Bitte bestätige zuerst deine E-Mail-Adresse. Wir haben dir dazu einen Link geschickt.',
    profileCreateFailed: 'Profil konnte nicht erstellt werden.',
    rateLimited: 'Zu viele Anmeldeversuche. Bitte warten Sie einen Moment.',
    network: 'Netzwerkfehler. Bitte überprüfen Sie Ihre Internetverbindung.',
    other: 'Ein Fehler ist aufgetreten. Bitte versuche es erneut.',
  },

  remote: {
    loading: 'Bereich wird geladen...',
    failed: 'Bereich konnte nicht geladen werden.',
    failedHint: 'Bitte prüfe deine Internetverbindung und versuche es noch einmal.',
    retry: 'Erneut versuchen',
  },

  game: {
    back: 'Zurück zu den Spielen',
    copyLink: 'Link zum Spiel kopieren',
    copied: 'Link kopiert!',
    copyFailed: 'Der Link konnte nicht kopiert werden.',
    loading: 'Spiel wird geladen...',
    failed: 'Spiel konnte nicht geladen werden',
    notFoundTitle: 'Spiel nicht gefunden',
    notFoundText: 'Dieses Spiel existiert nicht oder wurde entfernt.',
    retry: 'Erneut versuchen',
    edit: 'Spiel bearbeiten',
    embedTitle: 'Spiel einbetten',
    embedHint: 'Füge diesen Code in eine Seite deines Lernmanagementsystems ein. Das Spiel läuft dort ohne Anmeldung und meldet sein Ergebnis an die Seite.',
    embedCopy: 'Einbettungscode kopieren',
    embedCopied: 'Code kopiert!',
  },

  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Diese Seite gibt es leider nicht.',
    home: 'Zur Startseite',
  },

} as const;
