import { useContext } from 'react';
import { SessionContext, type SessionContextValue } from './session-context';

/** The current session: status, profile, signIn, signUp, signOut. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() needs <SessionProvider>');
  return value;
}
