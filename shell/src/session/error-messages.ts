import { ApiError, isNetworkError, isServiceUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from '@platform/ui';
import { authErrorTexts } from './auth-error-messages';
import { UNEXPECTED_STATE } from './codes';

export { UNEXPECTED_STATE };


const details = (error: unknown): { code: string; status: number; message: string } => {
  if (error instanceof ApiError) return { code: error.code, status: error.status, message: error.message };
  if (error instanceof Error) return { code: '', status: 0, message: error.message };
  return { code: '', status: 0, message: String(error ?? '') };
};

/** German text for a failed sign-up (spec section 8 'Sign-up mapping'). */
export function signupErrorMessage(error: unknown): string {
  const t = authErrorTexts.signupErrors;
  if (isNetworkError(error)) return t.network;
  if (isServiceUnavailable(error)) return SERVICE_UNAVAILABLE_MESSAGE;
  const { code, status, message } = details(error);
  if (status === 429 || code === 'RATE_LIMITED') return t.rateLimited;
  if (
    status === 409 ||
    status === 422 ||
    code === 'EMAIL_TAKEN' ||
    /already registered|already exists|exists|duplicate/i.test(message)
  ) {
    return t.emailTaken;
  }
  if (code === 'INVALID_EMAIL' || /invalid.{0,20}email|email.{0,20}invalid/i.test(message)) return t.invalidEmail;
  if (code === 'WEAK_PASSWORD' || /password/i.test(message)) return t.weakPassword;
  if (code === UNEXPECTED_STATE) return t.unexpected;
  if (code === 'VALIDATION_FAILED') return t.failed;
  return t.other;
}

/** German text for a failed login (spec section 8 'Login and session'). */
export function loginErrorMessage(error: unknown): string {
  const t = authErrorTexts.loginErrors;
  if (isNetworkError(error)) return t.network;
  if (isServiceUnavailable(error)) return SERVICE_UNAVAILABLE_MESSAGE;
  const { code, status } = details(error);
  if (status === 429 || code === 'RATE_LIMITED') return t.rateLimited;
  if (code === 'INVALID_CREDENTIALS') return t.invalidCredentials;
  if (code === 'EMAIL_NOT_CONFIRMED') return t.emailNotConfirmed;
  if (code === 'PROFILE_CREATE_FAILED') return t.profileCreateFailed;
  return t.other;
}
