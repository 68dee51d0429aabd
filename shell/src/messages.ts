import { uiMessages } from '@platform/ui';

/**
 * The German texts of the shell's frame (header, area loading, session errors); texts in quotes
 * in the spec are copied exactly. The lazily loaded pages have theirs in pages/page-messages.ts,
 * so no page's texts load with another. Remotes and games keep their own messages modules.
 */
export const messages = {
  appName: 'Lernplattform',
  skipToContent: 'Zum Inhalt springen',
  loading: uiMessages.loading,

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

  remote: {
    loading: 'Bereich wird geladen...',
    failed: 'Bereich konnte nicht geladen werden.',
    failedHint: 'Bitte prüfe deine Internetverbindung und versuche es noch einmal.',
  },

} as const;
