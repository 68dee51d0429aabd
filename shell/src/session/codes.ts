/** Code of a sign-up without user (spec 'unexpected state'); its German text is in auth-error-messages.ts. */
export const UNEXPECTED_STATE = 'UNEXPECTED_STATE';
