import { uiMessages } from '@platform/ui';
import { STUDENT_ACCOUNTS_MAX } from 'api/client';
import { CREATE_STUDENTS_LABEL } from './button-label';

/**
 * Texts of 'Lernende erfassen', the access cards and 'Passwort zurücksetzen' (issue 22).
 * The quoted labels are fixed (outside checks rely on them). Kept beside the feature so
 * that it loads lazily with it.
 */
export const accountMessages = {
  createButton: CREATE_STUDENTS_LABEL,
  createTitle: CREATE_STUDENTS_LABEL,
  createLead:
    'Erstelle Accounts für Lernende ohne E-Mail-Adresse. Die Lernenden sind sofort in dieser Klasse und melden sich mit Benutzername und Passwort an.',
  namesLabel: 'Namen (einer pro Zeile)',
  namesHint: `Vorname und Nachname pro Zeile, höchstens ${STUDENT_ACCOUNTS_MAX}. Du kannst eine Spalte aus einer Tabelle einfügen.`,
  namesCount: (n: number) => (n === 1 ? '1 Name erkannt' : `${n} Namen erkannt`),
  submit: 'Konten erstellen',
  submitting: 'Accounts werden erstellt …',
  cancel: uiMessages.cancel,
  close: uiMessages.close,
  noNames: 'Bitte gib mindestens einen Namen ein.',
  tooMany: `Es können höchstens ${STUDENT_ACCOUNTS_MAX} Accounts auf einmal erstellt werden. Bitte teile die Liste auf.`,
  createFailed: 'Die Accounts konnten nicht erstellt werden. Es wurde nichts gespeichert.',
  rateLimited: 'Zu viele Anfragen. Bitte warte eine Minute und versuche es dann erneut.',
  noPermission: 'Du kannst nur in deinen eigenen Klassen Lernende erfassen.',
  created: (n: number) => (n === 1 ? '1 Account wurde erstellt.' : `${n} Accounts wurden erstellt.`),
  onceWarning:
    'Die Passwörter werden nur jetzt angezeigt. Drucke die Zugangskarten oder notiere die Passwörter, bevor du dieses Fenster schliesst.',
  credentialsLabel: 'Neue Zugangsdaten',
  colName: 'Name',
  colUsername: 'Benutzername',
  colPassword: 'Passwort',
  printCards: 'Zugangskarten drucken',
  printCard: 'Zugangskarte drucken',

  // Print view
  printTitle: 'Zugangskarten',
  printLead: (n: number) => (n === 1 ? '1 Karte · A4, entlang der gestrichelten Linien schneiden' : `${n} Karten · A4, entlang der gestrichelten Linien schneiden`),
  print: 'Drucken',
  backToList: 'Zurück',
  cardHeading: 'Deine Zugangsdaten',
  cardClass: 'Klasse',
  cardAddress: 'Adresse',
  cardHint: 'Melde dich mit Benutzername und Passwort an.',
  qrLabel: (url: string) => `QR-Code für ${url}`,

  // Logins of the class and 'Passwort zurücksetzen'
  loginsHeading: 'Zugänge der Lernenden',
  loginsLead:
    'Diese Lernenden melden sich mit Benutzername und Passwort an. Ein vergessenes Passwort ersetzt die Lehrperson, die den Zugang erstellt hat.',
  resetPassword: 'Passwort zurücksetzen',
  resetLabel: (name: string) => `Passwort zurücksetzen für ${name}`,
  resetConfirmTitle: 'Passwort zurücksetzen?',
  resetConfirm: (name: string) =>
    `${name} erhält ein neues Passwort. Das alte Passwort gilt sofort nicht mehr und alle Anmeldungen von ${name} werden beendet.`,
  resetConfirmButton: 'Neues Passwort erzeugen',
  resetDoneTitle: 'Neues Passwort',
  resetDone: (name: string) => `Das neue Passwort für ${name} wird nur jetzt angezeigt.`,
  resetFailed: 'Das Passwort konnte nicht zurückgesetzt werden.',
  notUsernameAccount: 'Diese Person meldet sich mit ihrer E-Mail-Adresse an und setzt ihr Passwort selbst.',
  notInClass: 'Diese Person ist nicht mehr in der Klasse.',

  // A shared pupil stays with the teacher who created the account (security finding 10).
  requestReset: 'Zurücksetzen anfragen',
  requestResetLabel: (name: string) => `Zurücksetzen anfragen für ${name}`,
  resetRequested: 'Zurücksetzen angefragt',
  requestSent: (teacher: string) => `Anfrage gesendet. ${teacher} sieht sie in der eigenen Klasse und kann das Passwort zurücksetzen.`,
  requestFailed: 'Die Anfrage konnte nicht gesendet werden.',
  createdBy: (teacher: string) => `Zugang erstellt von ${teacher}`,
  onlyAdmin: 'Dieses Passwort kann nur ein Admin zurücksetzen.',
  requestedBy: (teacher: string) => `Zurücksetzen angefragt von ${teacher}`,
  alsoInClass: (className: string, teacher: string) => `Auch in der Klasse «${className}» von ${teacher}`,
  notCreator:
    'Nur die Lehrperson, die diesen Zugang erstellt hat, kann das Passwort zurücksetzen. Du kannst das Zurücksetzen bei ihr anfragen.',
  alreadyCreator: 'Du hast diesen Zugang erstellt und kannst das Passwort selbst zurücksetzen.',
} as const;
