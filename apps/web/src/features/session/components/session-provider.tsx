import { storageKeys } from '@roots/shared/constants';
import type { UserProfile } from '@roots/shared/contracts/user';
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { isUnanswered } from '../../../lib/api-client.ts';
import { local } from '../../../lib/storage.ts';
import { getProfile, logout } from '../api/profile.ts';
import { nameOf, type Session, SessionContext } from '../session-context.ts';

/**
 * A page the server prerendered is a visitor's page: the first render must match it for hydration,
 * so there the session starts as a visitor's (not loading) and the stored token's profile fills in
 * the navigation bar, of fixed height, when it arrives. Read once, before React renders anything.
 */
const startsFromServerHtml =
  typeof document !== 'undefined' && document.getElementById('root')?.hasChildNodes() === true;

/**
 * A session that ended leaves none of its API answers or downloads on the device; the answers it
 * played offline and has not sent stay, for that account alone (features/offline).
 */
const forgetOfflineAnswers = () => {
  void import('../../../lib/offline-cache.ts').then(({ forgetAccountCaches }) => forgetAccountCaches());
  void import('../../../lib/offline-store.ts').then(({ offlineStore }) => offlineStore.forgetDownloads());
};

/**
 * The session of spec section 4: no token means signed out; at start a stored token's profile is
 * fetched, and if that fails the token is removed and the visitor is treated as signed out.
 */
export function SessionProvider({
  children,
  startingProfile,
}: {
  children: ReactNode;
  /** The stored token's profile, already asked for before React rendered (main.tsx). */
  startingProfile?: Promise<UserProfile>;
}) {
  const [user, setUser] = useState<UserProfile | null>(null);
  const [isLoading, setIsLoading] = useState(
    () => !startsFromServerHtml && local.get(storageKeys.accessToken) !== null,
  );
  const [signedOut, setSignedOut] = useState(false);

  // The name the next visit's first paint greets this learner with (app/dashboard-frame.tsx).
  useEffect(() => {
    if (user) local.set(storageKeys.learnerName, nameOf(user));
  }, [user]);

  useEffect(() => {
    const startToken = local.get(storageKeys.accessToken);
    // The profile asked for before React rendered (main.tsx), or now. That early request may have
    // been refused, and its refresh with it, before this first effect ran (boot.ts sent it while
    // the app's code downloaded), so the token can be gone already: it still settles the session.
    const request = startingProfile ?? (startToken === null ? undefined : getProfile());
    if (request === undefined) return;
    let cancelled = false;
    // The whole signed-in app renders when the profile arrives: as a transition, React renders it
    // in slices of a few milliseconds instead of one long task on a slow phone, keeping the
    // loading screen until it is ready.
    const settle = (profile: UserProfile | null) => {
      if (cancelled) return;
      startTransition(() => {
        setUser(profile);
        setIsLoading(false);
      });
    };
    request.then(settle, (error: unknown) => {
      // A token another tab stored meanwhile is that tab's fresh session: leave it. Nor does a
      // profile that never arrived (offline) end the session: the next visit tries it again.
      if (startToken !== null && local.get(storageKeys.accessToken) === startToken && !isUnanswered(error)) {
        local.remove(storageKeys.accessToken);
        local.remove(storageKeys.learnerName);
        forgetOfflineAnswers();
      }
      settle(null);
    });
    return () => {
      cancelled = true;
    };
  }, [startingProfile]);

  const signIn = useCallback(async (accessToken: string) => {
    local.set(storageKeys.accessToken, accessToken);
    const profile = await getProfile();
    setSignedOut(false);
    setUser(profile);
    return profile;
  }, []);

  const forget = useCallback(() => {
    local.remove(storageKeys.accessToken);
    local.remove(storageKeys.learnerName);
    setSignedOut(true);
    setUser(null);
    // Forget the previous learner's cached data (the cache exists once any page has used it).
    void import('../../../lib/query-client.ts').then(({ queryClient }) => {
      queryClient.clear();
    });
    forgetOfflineAnswers();
  }, []);

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    forget();
  }, [forget]);

  const value = useMemo<Session>(
    () => ({
      user,
      isLoading,
      isAdmin: user?.role === 'admin',
      signedOut,
      signIn,
      signOut,
      replaceUser: setUser,
      forget,
    }),
    [user, isLoading, signedOut, signIn, signOut, forget],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
