/**
 * German texts of failed sign-ups and sign-ins (spec section 8): only the login and sign-up pages
 * need them, so they load with those pages, not with every page (student dashboard budget).
 */
export const authErrorTexts = {
  /** Spec section 8 'Sign-up mapping'. */
  signupErrors: {
    emailTaken: 'Diese E-Mail-Adresse ist bereits registriert.',
    invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    weakPassword: 'Das Passwort muss mindestens 6 Zeichen lang sein.',
    rateLimited: 'Zu viele Anmeldeversuche. Bitte warte einen Moment.',
    unexpected: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es erneut.',
    other: 'Ein Fehler ist aufgetreten. Bitte versuche es erneut.',
    failed: 'Registrierung fehlgeschlagen. Bitte versuche es erneut.',
  },

  /** Spec section 8 'Login and session'. */
  loginErrors: {
    invalidCredentials: 'E-Mail oder Passwort ist falsch.',
    /** Signed in with a username (a child without e-mail, issue 37): no word about an e-mail. */
    invalidUsernameCredentials: 'Benutzername oder Passwort ist falsch.',
    emailNotConfirmed: 'Bitte bestätige zuerst deine E-Mail-Adresse. Wir haben dir dazu einen Link geschickt.',
    profileCreateFailed: 'Profil konnte nicht erstellt werden.',
    rateLimited: 'Zu viele Anmeldeversuche. Bitte warte einen Moment.',
    other: 'Ein Fehler ist aufgetreten. Bitte versuche es erneut.',
  },
};
