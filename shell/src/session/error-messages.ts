import { DATABASE_UNAVAILABLE, errorText, NETWORK_ERROR, SERVICE_UNAVAILABLE_MESSAGE, uiMessages } from '@platform/ui';
import { authErrorTexts } from './auth-error-messages';
import { UNEXPECTED_STATE } from './codes';

export { UNEXPECTED_STATE };

const shared = { [NETWORK_ERROR]: uiMessages.networkError, [DATABASE_UNAVAILABLE]: SERVICE_UNAVAILABLE_MESSAGE };

/** German text for a failed sign-up (spec section 8 'Sign-up mapping'), by the API's stable codes. */
export function signupErrorMessage(error: unknown): string {
  const t = authErrorTexts.signupErrors;
  return errorText(error, {
    ...shared,
    RATE_LIMITED: t.rateLimited,
    429: t.rateLimited,
    EMAIL_TAKEN: t.emailTaken,
    409: t.emailTaken,
    422: t.emailTaken,
    INVALID_EMAIL: t.invalidEmail,
    WEAK_PASSWORD: t.weakPassword,
    [UNEXPECTED_STATE]: t.unexpected,
    VALIDATION_FAILED: t.failed,
  }, t.other);
}

/**
 * German text for a failed login (spec section 8 'Login and session'). `identifier` is what was typed: a username
 * (no '@', a child's account) gets 'Benutzername oder Passwort ist falsch.' instead of the e-mail wording.
 */
export function loginErrorMessage(error: unknown, identifier = ''): string {
  const t = authErrorTexts.loginErrors;
  return errorText(error, {
    ...shared,
    RATE_LIMITED: t.rateLimited,
    429: t.rateLimited,
    INVALID_CREDENTIALS: identifier.trim() && !identifier.includes('@') ? t.invalidUsernameCredentials : t.invalidCredentials,
    EMAIL_NOT_CONFIRMED: t.emailNotConfirmed,
    PROFILE_CREATE_FAILED: t.profileCreateFailed,
  }, t.other);
}
