import { uiMessages } from '@platform/ui';

/**
 * The German texts of the shell's pages (landing, sign-in, sign-up, game pages, not found), loaded
 * with those pages; the frame's texts are in ../messages.ts. Texts in quotes in the spec are copied exactly.
 */
export const pageMessages = {
  landing: {
    title: 'Willkommen auf der Lernplattform',
    lead: 'Klassen, Lektionen und Lernspiele für Schweizer Schulen – einfach, freundlich und an einem Ort.',
    startTeacher: 'Als Lehrperson starten',
    startStudent: 'Als Lernende starten',
    haveAccount: 'Ich habe schon einen Account',
    features: [
      { icon: 'school', title: 'Klassen', text: 'Lehrpersonen erstellen Klassen und laden Lernende mit einem Code ein.' },
      { icon: 'book', title: 'Lektionen', text: 'Texte, Videos, Bilder, Umfragen und Dateien zu Lektionen zusammenstellen.' },
      { icon: 'gamepad', title: 'Lernspiele', text: 'Flaggen, Karten und eigene Spiele – spielerisch lernen im Unterricht.' },
    ],
  },

  /** Real pictures of the product on the landing page (screenshots in shell/public/landing, made with Playwright). */
  showcase: {
    title: 'So sieht es aus',
    items: [
      {
        src: '/landing/lektion.webp',
        alt: 'Eine Lektion «Die Kantone der Schweiz» mit einem Text und einer Umfrage; die Lernende hat «gut» gewählt und sieht die Ergebnisse.',
        caption: 'Lektionen mit Texten, Videos, Bildern, Umfragen und Abgaben',
      },
      {
        src: '/landing/flaggen.webp',
        alt: 'Das Spiel EU-Flaggen: eine Flagge und vier Länder zur Auswahl, mit Zeit und Punkten.',
        caption: 'Lernspiele wie EU-Flaggen, Schweizer Wappen und Bundesrat',
      },
      {
        src: '/landing/kantone.webp',
        alt: 'Das Kartenquiz Schweizer Kantone: die Frage «Wo liegt Wallis?» über der Schweizer Karte.',
        caption: 'Kartenquiz: Kantone, EU-Länder und Weltkarte',
      },
    ],
  },

  login: {
    title: 'Anmelden',
    lead: 'Schön, dass du da bist! Melde dich mit deiner E-Mail-Adresse oder deinem Benutzernamen an.',
    /** Students created by their teacher have a username instead of an e-mail (issue 22). */
    email: 'E-Mail oder Benutzername',
    password: 'Passwort',
    showPassword: 'Passwort anzeigen',
    submit: 'Anmelden',
    submitting: 'Wird angemeldet...',
    noAccount: 'Noch keinen Account?',
    toSignup: 'Registrieren',
    confirmationSent: 'Bitte bestätige deine E-Mail-Adresse und melde dich dann hier an.',
    required: 'Bitte gib deine E-Mail-Adresse oder deinen Benutzernamen und dein Passwort ein.',
  },

  signup: {
    title: 'Account erstellen',
    lead: 'Wähle deine Rolle und erstelle deinen kostenlosen Account.',
    roleLegend: 'Ich bin…',
    roleTeacher: 'Lehrperson',
    roleTeacherHint: 'Ich erstelle Klassen, Lektionen und Spiele.',
    roleStudent: 'Lernende',
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
    haveAccount: 'Schon einen Account?',
    toLogin: 'Zum Login',
    confirmTitle: 'Bestätige deine Email',
    confirmText: (email: string) =>
      `Wir haben dir einen Bestätigungslink an ${email} geschickt. Öffne den Link in der E-Mail, um deinen Account zu aktivieren, und melde dich danach an.`,
    confirmBack: 'Zurück zur Startseite',
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
    disabledTitle: 'Spiel ausgeschaltet',
    disabledText: 'Dieses Spiel wurde von der Administration ausgeschaltet.',
    /** Spec 8 'Custom game player'. */
    loadGameFailed: (reason: string) => `Fehler beim Laden des Spiels: ${reason}`,
    bundleFailed: (reason: string) => `Spiel konnte nicht geladen werden: ${reason}`,
    reasonNetwork: 'Keine Verbindung zum Server.',
    reasonStatus: (status: number) => `Der Server antwortet nicht wie erwartet (${status}).`,
    reasonBundle: 'Die Spieldateien sind nicht erreichbar.',
    reasonUnknown: 'Unbekannter Fehler.',
    edit: 'Spiel bearbeiten',
    embedTitle: 'Spiel einbetten',
    embedHint: 'Füge diesen Code in eine Seite deines Lernmanagementsystems ein. Das Spiel läuft dort ohne Anmeldung und meldet sein Ergebnis an die Seite.',
    embedCopy: 'Einbettungscode kopieren',
    embedCopied: 'Code kopiert!',
    scormDownload: 'SCORM-Paket herunterladen',
    scormFailed: 'Das SCORM-Paket konnte nicht erstellt werden. Bitte versuche es erneut.',
  },

  legal: {
    privacyTitle: 'Datenschutz',
    imprintTitle: 'Impressum',
    loading: uiMessages.loading,
    failed: 'Der Text konnte nicht geladen werden.',
    noImprint: 'Für diese Installation ist noch kein Impressum hinterlegt.',
    noImprintHint: 'Betreiberinnen und Betreiber hinterlegen es als Textdatei (IMPRINT_TEXT_FILE, siehe README).',
    defaultPrivacyHint: 'Dies ist die mitgelieferte Datenschutzerklärung. Die Betreiberin kann sie ersetzen (PRIVACY_TEXT_FILE).',
    dataLocation: 'Speicherort der Daten',
    back: 'Zur Startseite',
  },

  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Diese Seite gibt es leider nicht.',
    home: 'Zur Startseite',
  },
} as const;
