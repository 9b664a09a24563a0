import type { ReactNode } from 'react';
import { type Session, SessionContext } from '../features/session/session-context.ts';

const unavailable = () => Promise.reject(new Error('No session yet: it is still being checked.'));

/** A stored session being checked, as the browser's first render of a signed-in page has it. */
const checking: Session = {
  user: null,
  isLoading: true,
  isAdmin: false,
  signedOut: false,
  signIn: unavailable,
  signOut: unavailable,
  replaceUser: () => undefined,
  forget: () => undefined,
};

/** Renders its children as they are while a stored session is checked (the server's frame). */
export function CheckingSession({ children }: { children: ReactNode }) {
  return <SessionContext.Provider value={checking}>{children}</SessionContext.Provider>;
}
