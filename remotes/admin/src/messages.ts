import { BUILT_IN_GAMES, type GameType } from 'api/client';
import type { IconName } from '@platform/ui';

/** The icon of a game's quick link, by kind. */
const GAME_ICONS: Record<GameType, IconName> = {
  guessing: 'flag', map: 'globe', federalCouncil: 'users', custom: 'sparkles', matching: 'puzzle', multipleChoice: 'puzzle',
};

/**
 * Every German text of the admin area (spec section 2 'Admin panel', section 8
 * 'Games and admin', section 9 'Lists and display'). Texts in quotes in the
 * spec are copied exactly; the rest follows their tone.
 */
export const messages = {
  title: 'Admin Panel',
  lead: 'Verwalte Benutzer, Rollen und Inhalte der Plattform.',

  // Access (spec 2, 6)
  deniedTitle: 'Zugriff verweigert',
  deniedText: 'Du hast keine Berechtigung für diesen Bereich.',
  backToDashboard: 'Zurück zum Dashboard',

  // Counters (spec 2)
  countersLabel: 'Benutzerzahlen',
  countTotal: 'Gesamt Benutzer',
  countTeachers: 'Lehrpersonen',
  countStudents: 'Lernende',

  // List, search and paging
  usersHeading: 'Benutzer',
  searchLabel: 'Benutzer suchen',
  searchPlaceholder: 'Name oder E-Mail-Adresse',
  searchHint: 'Sucht in Vorname, Nachname, Anzeigename und E-Mail-Adresse.',
  clearSearch: 'Suche leeren',
  loadingUsers: 'Benutzer werden geladen...',
  loadingMore: 'Weitere werden geladen...',
  loadMore: 'Weitere laden',
  empty: 'Keine Benutzer gefunden.',
  emptySearchHint: (q: string) => `Für "${q}" gibt es keine Treffer. Versuche einen anderen Suchbegriff.`,
  shown: (shown: string, total: string) => `${shown} von ${total} Benutzern angezeigt`,
  results: (total: string, q: string) => `${total} Treffer für "${q}"`,
  retry: 'Erneut versuchen',
  loadFailed: 'Fehler beim Laden der Benutzerdaten:',
  permissionCheckFailed: 'Fehler beim Überprüfen der Berechtigung',

  // User card (spec 9)
  you: 'Du',
  createdAt: (date: string) => `Erstellt am ${date}`,
  noEmail: 'Keine E-Mail-Adresse',
  edit: 'Bearbeiten',
  info: 'Infos',
  delete: 'Löschen',
  actionsLabel: (name: string) => `Aktionen für ${name}`,

  // Edit mode (spec 6: first name, last name, bio, role)
  editHeading: (name: string) => `${name} bearbeiten`,
  firstName: 'Vorname',
  lastName: 'Nachname',
  bio: 'Bio',
  role: 'Rolle',
  ownRoleHint: 'Deine eigene Rolle kannst du nicht ändern.',
  save: 'Speichern',
  saving: 'Speichern...',
  cancel: 'Abbrechen',
  saved: (name: string) => `Änderungen an ${name} gespeichert.`,
  saveFailed: 'Fehler beim Speichern:',
  roleFailed: 'Fehler beim Ändern der Rolle:',

  // Delete (spec 5: confirmation required)
  deleteTitle: 'Benutzer löschen',
  deleteQuestion: (name: string) => `Möchtest du den Benutzer "${name}" wirklich löschen?`,
  deleteConsequences:
    'Alle Klassen, Lektionen, Spiele, Einschreibungen, Abgaben und Dateien dieses Benutzers werden ebenfalls gelöscht. Diese Aktion kann nicht rückgängig gemacht werden.',
  deleteConfirm: 'Endgültig löschen',
  deleteFailed: 'Fehler beim Löschen des Benutzers:',
  deleted: (name: string) => `${name} wurde gelöscht.`,

  // Info panel (spec 2, 6)
  infoLabel: (name: string) => `Infos zu ${name}`,
  infoLoading: 'Infos werden geladen...',
  infoFailed: 'Fehler beim Laden der Infos',
  classesHeading: 'Klassen',
  lessonsHeading: 'Lektionen',
  enrollmentsHeading: 'Einschreibungen',
  noClasses: 'Keine Klassen',
  noLessons: 'Keine Lektionen',
  noEnrollments: 'Keine Einschreibungen',
  classCode: (code: string) => `Kürzel ${code}`,
  students: (n: number) => `Lernende: ${n}`,
  lessons: (n: number) => (n === 1 ? '1 Lektion' : `${n} Lektionen`),
  teacher: (name: string) => `bei ${name}`,
  joinedAt: (date: string) => `beigetreten am ${date}`,
  removedAt: (date: string) => `entfernt am ${date}`,
  statusActive: 'Aktiv',
  statusRemoved: 'Entfernt',

  // Error explanations by API code (shown after the spec's prefixes)
  errors: {
    LAST_ADMIN: 'Es muss immer mindestens ein Admin bestehen bleiben. Ernenne zuerst einen weiteren Admin.',
    CANNOT_CHANGE_OWN_ROLE: 'Du kannst deine eigene Rolle nicht ändern. Bitte einen anderen Admin darum.',
    CANNOT_DELETE_SELF: 'Du kannst deinen eigenen Account nicht löschen.',
    NOT_FOUND: 'Diesen Benutzer gibt es nicht mehr.',
    FORBIDDEN: 'Du hast keine Berechtigung für diese Aktion.',
    UNAUTHORIZED: 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
    VALIDATION_FAILED: 'Bitte prüfe deine Eingaben.',
    RATE_LIMITED: 'Zu viele Anfragen. Bitte warte einen Moment.',
    NETWORK_ERROR: 'Netzwerkfehler. Bitte überprüfe deine Internetverbindung.',
    unexpected: 'Ein unerwarteter Fehler ist aufgetreten.',
  },

  // Quick links (spec 2: fixed games and the modal test page)
  quickLinks: 'Schnellzugriff',
  gamesHeading: 'Spiele',
  toolsHeading: 'Werkzeuge',
  /** Every built-in game with its German title (the same list the lesson game picker offers). */
  games: Object.entries(BUILT_IN_GAMES).map(([key, game]) => ({ to: `/games/${key}`, label: game.title, icon: GAME_ICONS[game.gameType] })),
  tools: [
    { to: '/modal-test', label: 'Modal-Test', hint: 'Gemeinsame Oberflächenteile', icon: 'flask' },
  ] satisfies ReadonlyArray<{ to: string; label: string; hint: string; icon: IconName }>,
} as const;
