import type { AreaApi, Profile } from '@platform/ui';
import type { Session } from 'api/client';
import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import * as authApi from './auth-api';
import { createAreaApi } from './area-api';
import { UNEXPECTED_STATE } from './codes';
import { ApiError } from '@platform/ui';
import { SESSION_CHECK_INTERVAL_MS, shouldRefresh } from './refresh-timing';
import { hasSignedInHint, listenToOtherTabs, setSignedInHint, tellOtherTabs } from './session-storage';
import { createSessionRefresher } from './session-refresher';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionContextValue {
  status: SessionStatus;
  session: Session | null;
  /** The validated profile; set whenever status is 'authenticated'. */
  profile: Profile | null;
  /** Signs in with email and password; resolves to the validated profile. Throws ApiError. */
  signIn(email: string, password: string): Promise<Profile>;
  /** Signs up; `profile` is null when the email must be confirmed first. Throws ApiError. */
  signUp(input: authApi.SignUpInput): Promise<{ profile: Profile | null }>;
  /** Logs out (scope 'local'): revokes the session, clears the cookie, tells the other tabs, navigates to '/'. */
  signOut(): Promise<void>;
  /** Re-validates the session with the server if the last check is older than `maxAgeMs`. */
  revalidate(maxAgeMs?: number): Promise<void>;
  /** What remotes get as AreaProps.api. */
  api: AreaApi;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

interface State {
  status: SessionStatus;
  session: Session | null;
  profile: Profile | null;
}

const log = (...args: unknown[]) => console.info('[session]', ...args);

const ANONYMOUS: State = { status: 'anonymous', session: null, profile: null };

/**
 * Holds the session: the access token in memory only, the refresh token in an HttpOnly
 * cookie. At start (when this browser was signed in) the cookie gives an access token;
 * refreshed before expiry; sign-in and sign-out reach the other tabs.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // An LMS launched a linked lesson: its one-time code (in the fragment) gives a session scoped to the launch.
  const [ltiCode] = useState(() => (typeof window === 'undefined' ? null : authApi.ltiCodeOf(window.location.hash)));
  const ltiExchange = useRef<Promise<Session> | null>(null);
  const [state, setState] = useState<State>(() => (ltiCode || hasSignedInHint() ? { ...ANONYMOUS, status: 'loading' } : ANONYMOUS));
  const sessionRef = useRef<Session | null>(null);
  const lastValidatedAt = useRef(0);

  const setSignedOut = useCallback(() => {
    sessionRef.current = null;
    setSignedInHint(false);
    setState(ANONYMOUS);
  }, []);

  const storeSession = useCallback((session: Session) => {
    sessionRef.current = session;
    setState((prev) => ({ ...prev, session }));
  }, []);

  const [refresher] = useState(() => createSessionRefresher({
    current: () => sessionRef.current,
    refreshSession: authApi.refreshSession,
    store: (session) => storeRef.current(session),
    signOut: () => signOutRef.current(),
    log,
  }));
  // The refresher lives as long as the provider; it reaches the latest callbacks through refs.
  const storeRef = useRef(storeSession);
  const signOutRef = useRef(setSignedOut);
  storeRef.current = storeSession;
  signOutRef.current = setSignedOut;
  const refresh = refresher.refresh;

  /** Validates `session` with the server; refreshes first when it is (nearly) expired. */
  const validate = useCallback(
    async (session: Session): Promise<Profile | null> => {
      let current = session;
      if (shouldRefresh(current.expires_at, Date.now())) {
        const refreshed = await refresh();
        if (!refreshed) return null;
        current = refreshed;
      }
      let result = await authApi.validateSession(current.access_token);
      if (!result.isValid && result.error === 'No valid session') {
        const refreshed = await refresh();
        if (!refreshed || refreshed.access_token === current.access_token) return null;
        current = refreshed;
        result = await authApi.validateSession(current.access_token);
      }
      lastValidatedAt.current = Date.now();
      return result.isValid && result.profile ? result.profile : null;
    },
    [refresh],
  );

  const applyValidation = useCallback(
    (profile: Profile | null) => {
      if (!profile || !sessionRef.current) {
        setSignedOut();
        return;
      }
      setSignedInHint(profile.role);
      setState({ status: 'authenticated', session: sessionRef.current, profile });
    },
    [setSignedOut],
  );

  /** Gets an access token from the refresh cookie and validates it; null when there is no session. */
  const resume = useCallback(async () => {
    const session = await refresh();
    return session ? validate(session) : null;
  }, [refresh, validate]);

  // Start: an LTI launch's code is exchanged once (and removed from the address); otherwise a browser that
  // was signed in asks the refresh cookie for an access token.
  useEffect(() => {
    if (!ltiCode && !hasSignedInHint()) return;
    let cancelled = false;
    if (ltiCode) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    // The code works once: a second run of this effect (StrictMode) reuses the first exchange.
    if (ltiCode) ltiExchange.current ??= authApi.exchangeLtiCode(ltiCode);
    const start = ltiExchange.current
      ? ltiExchange.current.then((session) => {
        sessionRef.current = session;
        return validate(session);
      })
      : resume();
    start
      .then((profile) => {
        if (cancelled) return;
        // No session because the server could not be reached: signed out for the guards, hint kept.
        if (!profile && sessionRef.current === null && hasSignedInHint()) setState(ANONYMOUS);
        else applyValidation(profile);
      })
      .catch((error: unknown) => {
        log('validation failed', error);
        if (!cancelled) setState(ANONYMOUS);
      });
    return () => {
      cancelled = true;
    };
  }, [resume, validate, applyValidation, ltiCode]);

  // Every 30 s: refresh when the access token expires within 3 checks (90 s).
  useEffect(() => {
    const timer = window.setInterval(() => {
      const current = sessionRef.current;
      if (current && shouldRefresh(current.expires_at, Date.now())) void refresh();
    }, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);

  // Other tabs: follow sign-in and sign-out (they share the cookie, not the access token).
  useEffect(
    () =>
      listenToOtherTabs((message) => {
        if (message.kind === 'signed-out') {
          refresher.invalidate();
          sessionRef.current = null;
          setState(ANONYMOUS);
        } else if (sessionRef.current?.user.id !== message.userId) {
          resume().then(applyValidation, () => undefined);
        }
      }),
    [refresher, resume, applyValidation],
  );

  const signInWithSession = useCallback(
    async (session: Session): Promise<Profile> => {
      sessionRef.current = session;
      setSignedInHint(true);
      const result = await authApi.validateSession(session.access_token);
      lastValidatedAt.current = Date.now();
      if (!result.isValid || !result.profile) {
        setSignedOut();
        throw new ApiError(
          result.error === 'No user profile found' ? 'PROFILE_CREATE_FAILED' : 'UNAUTHORIZED',
          401,
          result.error ?? 'No valid session',
        );
      }
      setSignedInHint(result.profile.role);
      setState({ status: 'authenticated', session, profile: result.profile });
      tellOtherTabs({ kind: 'signed-in', userId: session.user.id });
      return result.profile;
    },
    [setSignedOut],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      const session = await authApi.signInWithPassword(email.trim().toLowerCase(), password);
      return signInWithSession(session);
    },
    [signInWithSession],
  );

  const signUp = useCallback(
    async (input: authApi.SignUpInput) => {
      const result = await authApi.signUp({ ...input, email: input.email.trim().toLowerCase() });
      if (!result?.user) throw new ApiError(UNEXPECTED_STATE, 0, 'Sign-up returned no user');
      if (!result.session) return { profile: null };
      return { profile: await signInWithSession(result.session) };
    },
    [signInWithSession],
  );

  const signOut = useCallback(async () => {
    const token = sessionRef.current?.access_token ?? null;
    // Forget the token first so nothing (a 401 retry, the 30-s check) refreshes it meanwhile.
    refresher.invalidate();
    sessionRef.current = null;
    setSignedInHint(false);
    try {
      // Also without an access token: the cookie names the session, and the answer clears it.
      await authApi.logout(token, 'local');
    } catch (error) {
      log('logout request failed; clearing the local session anyway', error);
    }
    tellOtherTabs({ kind: 'signed-out' });
    setSignedOut();
    void navigate('/', { replace: true }); // nothing waits for the navigation
  }, [navigate, setSignedOut, refresher]);

  const revalidate = useCallback(
    async (maxAgeMs = 60_000) => {
      const current = sessionRef.current;
      if (!current || Date.now() - lastValidatedAt.current < maxAgeMs) return;
      try {
        applyValidation(await validate(current));
      } catch (error) {
        log('re-validation failed', error);
      }
    },
    [validate, applyValidation],
  );

  const api = useMemo(
    () =>
      createAreaApi({
        getAccessToken: () => sessionRef.current?.access_token ?? null,
        refresh: async () => (await refresh())?.access_token ?? null,
      }),
    [refresh],
  );

  const value = useMemo<SessionContextValue>(
    () => ({ ...state, signIn, signUp, signOut, revalidate, api }),
    [state, signIn, signUp, signOut, revalidate, api],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
