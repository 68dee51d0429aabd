/** Every German text of the admin area (spec section 2 'Admin panel'). */
export const messages = {
  title: 'Admin Panel',
  lead: 'Verwalte Benutzer, Klassen und Inhalte der Plattform.',
  deniedTitle: 'Zugriff verweigert',
  deniedText: 'Du hast keine Berechtigung für diesen Bereich.',
  backToDashboard: 'Zurück zum Dashboard',
  usersHeading: 'Benutzer',
  usersSoon: 'Die Benutzerverwaltung folgt in Kürze.',
  quickLinks: 'Schnellzugriff',
  links: [
    { to: '/games/eu-flaggen', label: 'EU-Flaggen', icon: 'flag' },
    { to: '/modal-test', label: 'Modal-Test', icon: 'flask' },
  ],
} as const;
