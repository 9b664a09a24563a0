import type { UserRow } from './user.repository.ts';

/**
 * Who a signed-in request is: the account, the session its access token belongs to, the role and
 * the token version. Auth makes it from an access token (auth.service.ts), every route reads it
 * (plugins/authenticate.ts) and the live notification streams have it checked again; it lives
 * with the account it names, so those modules need not import auth.
 */
export interface Authenticated {
  userId: string;
  sessionId: string;
  role: UserRow['role'];
  /** The account's token version the access token carries: a password change or ban moves it on. */
  tokenVersion: number;
}
