import { uiMessages } from '@platform/ui';
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
  searchPlaceholder: 'Name, E-Mail-Adresse oder Benutzername',
  searchHint: 'Sucht in Vorname, Nachname, Anzeigename, E-Mail-Adresse und Benutzername.',
  clearSearch: 'Suche leeren',
  loadingUsers: 'Benutzer werden geladen...',
  loadingMore: 'Weitere werden geladen...',
  loadMore: 'Weitere laden',
  empty: 'Keine Benutzer gefunden.',
  emptySearchHint: (q: string) => `Für "${q}" gibt es keine Treffer. Versuche einen anderen Suchbegriff.`,
  shown: (shown: string, total: string) => `${shown} von ${total} Benutzern angezeigt`,
  results: (total: string, q: string) => `${total} Treffer für "${q}"`,
  loadFailed: 'Fehler beim Laden der Benutzerdaten:',
  permissionCheckFailed: 'Fehler beim Überprüfen der Berechtigung',

  // User card (spec 9)
  you: 'Du',
  createdAt: (date: string) => `Erstellt am ${date}`,
  noEmail: 'Keine E-Mail-Adresse',
  /** A student account created by a teacher signs in with its username instead of an e-mail (issue 22). */
  username: 'Benutzername',
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
    LTI_PLATFORM_NOT_FOUND: 'Diese Plattform gibt es nicht mehr.',
    LTI_PLATFORM_EXISTS: 'Eine Plattform mit diesem Issuer und dieser Client-ID ist bereits registriert.',
    FORBIDDEN: 'Du hast keine Berechtigung für diese Aktion.',
    UNAUTHORIZED: 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
    VALIDATION_FAILED: 'Bitte prüfe deine Eingaben.',
    INVALID_CHARACTERS: 'Der Text enthält ein unzulässiges Zeichen (z. B. ein Nullzeichen).',
    INPUT_TOO_LONG: 'Die Eingabe ist zu lang.',
    RATE_LIMITED: 'Zu viele Anfragen. Bitte warte einen Moment.',
    DATABASE_UNAVAILABLE: 'Der Dienst ist kurz nicht erreichbar. Bitte versuche es in einem Moment erneut.',
    NETWORK_ERROR: uiMessages.networkError,
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
    { to: '/admin/lms', label: 'LMS-Anbindung', hint: 'Moodle, Canvas & Co. über LTI 1.3', icon: 'link' },
  ] satisfies ReadonlyArray<{ to: string; label: string; hint: string; icon: IconName }>,

  // LMS connection (issue 25, LTI 1.3)
  lms: {
    title: 'LMS-Anbindung',
    lead: 'Verbinde Lernmanagementsysteme wie Moodle oder Canvas über LTI 1.3: Lernspiele werden dort zu Aktivitäten, die Punkte kommen ins Bewertungsbuch.',
    back: 'Zurück zum Admin Panel',
    registrationHeading: 'Registrierung',
    registrationUrl: 'Registrierungs-URL',
    registrationHint: 'Diese Adresse im LMS bei «Tool registrieren» (Dynamic Registration) eintragen. Das LMS meldet sich danach selbst an.',
    jwksUrl: 'Öffentliche Schlüssel (JWKS)',
    platformsHeading: 'Registrierte Plattformen',
    loading: 'Plattformen werden geladen...',
    empty: 'Noch keine Plattform registriert.',
    issuer: 'Issuer',
    clientId: 'Client-ID',
    deployments: 'Deployment-IDs',
    registration: 'Registrierung',
    dynamic: 'Dynamisch',
    manual: 'Manuell',
    status: 'Status',
    active: 'Aktiv',
    disabled: 'Deaktiviert',
    disable: 'Deaktivieren',
    enable: 'Aktivieren',
    remove: 'Entfernen',
    removeTitle: 'Plattform entfernen',
    removeText: (name: string) => `Soll «${name}» wirklich entfernt werden? Starts aus diesem LMS sind danach nicht mehr möglich; noch nicht übertragene Punkte gehen verloren. Die Accounts der Lernenden bleiben bestehen.`,
    removed: (name: string) => `«${name}» wurde entfernt.`,
    manualHeading: 'Plattform manuell registrieren',
    name: 'Name',
    deploymentId: 'Deployment-ID',
    authUrl: 'Authentifizierungs-URL',
    tokenUrl: 'Token-URL',
    jwksUrlField: 'JWKS-URL',
    register: 'Registrieren',
    registered: (name: string) => `«${name}» wurde registriert.`,
    saveFailed: 'Fehler beim Speichern:',
    loadFailed: 'Fehler beim Laden:',
    exists: 'Eine Plattform mit diesem Issuer und dieser Client-ID ist bereits registriert.',
  },
} as const;
