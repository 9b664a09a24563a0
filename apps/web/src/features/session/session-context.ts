import type { UserProfile } from '@roots/shared/contracts/user';
import { createContext, useContext } from 'react';

export interface Session {
  user: UserProfile | null;
  isLoading: boolean;
  isAdmin: boolean;
  /** True after the learner signed out (or deleted the account) here: pages then lead home, not to log in. */
  signedOut: boolean;
  /** Stores a fresh access token (after sign-in or the Google callback) and loads the profile. */
  signIn: (accessToken: string) => Promise<UserProfile>;
  signOut: () => Promise<void>;
  /** After the learner changed their profile: the navigation shows the new name and picture. */
  replaceUser: (profile: UserProfile) => void;
  /** After the account was deleted: forget everything without calling the server. */
  forget: () => void;
}

/** What the app calls a learner whose name it does not know (yet). */
export const UNNAMED_LEARNER = 'learner';

/** What the app calls a learner: their display name, else their username. */
export function nameOf(user: UserProfile | null): string {
  return user?.display_name ?? user?.user_metadata.username ?? UNNAMED_LEARNER;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used within a SessionProvider');
  return session;
}
