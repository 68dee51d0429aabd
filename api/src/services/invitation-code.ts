import { randomInt } from 'node:crypto';

/** Uppercase letters and digits without look-alikes (0/O, 1/I/L, 2/Z, 5/S, 8/B). */
export const INVITATION_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const INVITATION_LENGTH = 6;

/** A short random invitation code; uniqueness is enforced by the database (retry on conflict). */
export function newInvitationCode(): string {
  let code = '';
  for (let i = 0; i < INVITATION_LENGTH; i++) code += INVITATION_ALPHABET[randomInt(INVITATION_ALPHABET.length)];
  return code;
}
