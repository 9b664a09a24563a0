// Sign-up, sign-in, refresh and sign-out with the token rules they share (token versions, refresh
// rotation, lockout), just over ~300 lines; Google sign-in and mailed links have files of their own.
import { randomUUID } from 'node:crypto';
import type { registerSchema } from '@roots/shared/contracts/auth';
import { emailKey, suggestedUsername, usernameKey } from '@roots/shared/domain/identity';
import { emailSchema } from '@roots/shared/domain/text';
import { AppError } from '@roots/shared/errors';
import type { z } from 'zod';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { batched } from '../../lib/batches.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { GoogleIdentity } from './auth.google.ts';
import type { AuthLinksService } from './auth-links.service.ts';
import { passwordChangedMail } from './auth.mails.ts';
import type { LearnerRepository } from '../learner/learner.repository.ts';
import type { Authenticated } from '../user/user.identity.ts';
import type { UserRepository, UserRow } from '../user/user.repository.ts';
import type { AuthRepository } from './auth.repository.ts';
import { type AccessTokens, childRefreshToken, hashToken, newRefreshToken } from './auth.tokens.ts';

export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
export const SESSION_IDLE_MS = 14 * 24 * 3600 * 1000;
/** A rotated refresh token still answers (with the same child) this long, for parallel tabs. */
export const REFRESH_GRACE_MS = 10_000;

const WRONG_CREDENTIALS = 'The e-mail or password is not right.';
/** An address an account signed in from within this many days is the owner's, for the sign-in lock. */
export const KNOWN_ADDRESS_DAYS = 90;

export interface Device {
  userAgent: string | undefined;
  ip: string;
}

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  user: UserRow;
}

export interface AuthRepos {
  auth: AuthRepository;
  users: UserRepository;
  learners: LearnerRepository;
}

interface AuthDeps {
  uow: UnitOfWork<AuthRepos>;
  tokens: AccessTokens;
  secret: string;
  mailer: Mailer;
  /** The mailed links of sign-up and of a one-time sign-in. */
  links: Pick<AuthLinksService, 'welcome' | 'tellOwnerOfSignUp' | 'useSignInLink'>;
  /** Links in e-mails are built from this, never from the request's Host header. */
  appUrl: string;
  /** ADMIN_EMAIL: an account with it becomes an admin once Google or a mailed link confirms it. */
  adminEmail?: string | undefined;
  now?: () => Date;
}

export function createAuthService(deps: AuthDeps) {
  const { uow, tokens, secret, mailer, appUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const { auth: repository, users } = uow.repos;
  // Under load, the session lookups of requests that arrive together go as one statement.
  const liveSession = batched({
    run: async (asked: { userId: string; sessionId: string }[]) =>
      (await repository.findUsersOfLiveSessions(asked, now())).map((user) => ({ ok: true as const, value: user })),
    max: 100,
    concurrency: 2,
  });
  // Compared against when the e-mail is unknown, so both answers take about the same time.
  const dummyHash = hashPassword('not a real password, only for timing');

  async function startSession(repo: AuthRepository, user: UserRow, device: Device): Promise<SignedIn> {
    const at = now();
    const session = await repo.insertSession({
      userId: user.id,
      tokenVersion: user.tokenVersion,
      userAgent: device.userAgent?.slice(0, 300),
      ip: device.ip,
      createdAt: at,
      lastUsedAt: at,
      expiresAt: new Date(at.getTime() + SESSION_ABSOLUTE_MS),
    });
    const refreshToken = newRefreshToken();
    await repo.insertRefreshToken(session.id, hashToken(refreshToken));
    const accessToken = await tokens.sign({ userId: user.id, sessionId: session.id, tokenVersion: user.tokenVersion });
    return { accessToken, refreshToken, user };
  }

  function activeOnly(user: UserRow): UserRow {
    if (user.status === 'banned') throw new AppError('FORBIDDEN', 'This account has been suspended.');
    return user;
  }

  /**
   * A new account with its learning row (and the sign-up coins), together or not at all;
   * undefined when the e-mail or username was taken meanwhile.
   */
  async function createAccount(values: Parameters<UserRepository['insert']>[0]): Promise<UserRow | undefined> {
    return uow.transaction(async (repos) => {
      const user = await repos.users.insert(values);
      if (user) await repos.learners.create(user.id, now());
      return user;
    });
  }

  /** The requested username, or one derived from the e-mail with a number added until it is free. */
  async function chooseUsername(requested: string | undefined) {
    if (requested) {
      const taken = await users.takenUsernameKeys([usernameKey(requested)]);
      if (taken.size > 0)
        throw new AppError('CONFLICT', 'That username is taken.', { username: 'That username is taken.' });
      return requested;
    }
    // Never from the e-mail: leaderboards show the name to everyone.
    const candidates = Array.from({ length: 20 }, () => suggestedUsername());
    const taken = await users.takenUsernameKeys(candidates.map(usernameKey));
    const free = candidates.find((candidate) => !taken.has(usernameKey(candidate)));
    if (!free) throw new AppError('CONFLICT', 'Please choose a username.', { username: 'Please choose a username.' });
    return free;
  }

  return {
    /**
     * Makes an account and mails its confirmation link. For an address that has an account the
     * answer looks the same (a made-up id) and its owner is mailed a sign-in link instead, so
     * sign-up tells nobody which addresses are registered.
     */
    async register(input: z.output<typeof registerSchema>): Promise<{ id: string; email: string; username: string }> {
      const passwordHash = await hashPassword(input.password);
      const username = await chooseUsername(input.username);
      const user = await createAccount({
        email: input.email,
        emailKey: emailKey(input.email),
        passwordHash,
        username,
        usernameKey: usernameKey(username),
        // Never an admin here, even for ADMIN_EMAIL: the address is not confirmed yet.
        role: 'learner',
      });
      if (!user) {
        if (await users.findByEmailKey(emailKey(input.email))) {
          deps.links.tellOwnerOfSignUp(input.email);
          return { id: randomUUID(), email: input.email, username };
        }
        // A concurrent sign-up took the username between our check and the insert.
        throw new AppError('CONFLICT', 'That username is taken.', { username: 'That username is taken.' });
      }
      deps.links.welcome(user);
      return { id: user.id, email: user.email, username: user.username };
    },

    /**
     * Changes the password of the signed-in learner, who must name their own e-mail and old
     * password. Other sessions end; this one continues with the fresh access token returned.
     */
    async changePassword(
      who: Authenticated,
      input: { email: string; oldPassword: string; newPassword: string },
    ): Promise<string> {
      const user = await users.findById(who.userId);
      if (!user) throw new AppError('UNAUTHORIZED', 'Please log in again.');
      if (emailKey(input.email) !== user.emailKey) {
        throw new AppError('FORBIDDEN', 'You can only change the password of your own account.');
      }
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
        throw new AppError('UNAUTHORIZED', 'Your current password is not right.', {
          oldPassword: 'Your current password is not right.',
        });
      }
      const passwordHash = await hashPassword(input.newPassword);
      const updated = await uow.transaction(async (repos) => {
        const row = await repos.users.setPassword(user.id, passwordHash);
        if (row) await repos.auth.setSessionTokenVersion(who.sessionId, row.tokenVersion);
        await repos.auth.revokeSessionsOfUser(user.id, now(), who.sessionId);
        await repos.auth.useUpEmailTokens(user.id, 'reset', now());
        await repos.auth.useUpEmailTokens(user.id, 'signin', now());
        return row;
      });
      if (!updated) throw new AppError('UNAUTHORIZED', 'Please log in again.');
      await mailer.send(passwordChangedMail(user.email, user.username, `${appUrl}/contact-us`));
      return tokens.sign({ userId: user.id, sessionId: who.sessionId, tokenVersion: updated.tokenVersion });
    },

    /** Same answer and about the same time whether the e-mail is unknown or the password wrong. */
    /**
     * What the sign-in limits key an attempt by: the account's token version, so a new password
     * (a reset above all) starts its counts afresh, and whether the account has signed in from
     * this address within KNOWN_ADDRESS_DAYS. An unknown e-mail reads like an account never seen
     * here, so the limits say nothing about which accounts exist.
     */
    async signInContext(email: string, ip: string): Promise<{ epoch: number; knownAddress: boolean }> {
      const since = new Date(now().getTime() - KNOWN_ADDRESS_DAYS * 24 * 60 * 60 * 1000);
      const row = await repository.signInContext(emailKey(email), ip, since);
      return { epoch: row?.tokenVersion ?? 0, knownAddress: row?.knownAddress ?? false };
    },

    /** Signs in with a one-time link from a mail: the owner's way in from anywhere, whatever the lock. */
    async signInWithLink(token: string, device: Device): Promise<SignedIn> {
      return startSession(repository, activeOnly(await deps.links.useSignInLink(token)), device);
    },

    async login(email: string, password: string, device: Device): Promise<SignedIn> {
      const user = await users.findByEmailKey(emailKey(email));
      const passwordOk = user?.passwordHash
        ? await verifyPassword(user.passwordHash, password)
        : await verifyPassword(await dummyHash, password).then(() => false);
      if (!user || !passwordOk) throw new AppError('UNAUTHORIZED', WRONG_CREDENTIALS);
      if (user.status === 'banned') throw new AppError('FORBIDDEN', 'This account has been suspended.');
      return startSession(repository, user, device);
    },

    /**
     * Signs in with a Google identity, keyed by its subject. A first sign-in with an address that
     * already has an account connects the two (Google has confirmed the address); otherwise a new
     * account is made, already confirmed and without a password.
     */
    async signInWithGoogle(identity: GoogleIdentity, device: Device): Promise<SignedIn & { isNew: boolean }> {
      const known = await users.findByGoogleSub(identity.sub);
      if (known) return { ...(await startSession(repository, activeOnly(known), device)), isNew: false };
      if (!identity.email || !identity.emailVerified) {
        throw new AppError(
          'BAD_REQUEST',
          'Your Google account has no confirmed e-mail address, so Roots cannot sign you in with it.',
        );
      }
      // Checked as a sign-up's address is, then matched as sign-up matches: a provider's look-alike
      // ("ｖictim@…" in full-width letters) must not reach the account of the address it folds to.
      const claimed = emailSchema.safeParse(identity.email);
      if (!claimed.success) {
        throw new AppError(
          'BAD_REQUEST',
          'Google gave an e-mail address Roots cannot use, so it cannot sign you in with it. Sign up with your e-mail and a password instead.',
        );
      }
      const email = claimed.data;
      const existing = await users.findByEmailKey(emailKey(email));
      if (existing) {
        const linked = await uow.transaction(async (repos) => {
          const row = await repos.users.linkGoogle(activeOnly(existing), identity.sub, now());
          // Whoever registered an address they could not confirm is signed out everywhere: every
          // session of the account ends, refresh cookies included.
          if (row && existing.emailVerifiedAt === null) await repos.auth.revokeSessionsOfUser(row.id, now());
          // Google has confirmed the address: ADMIN_EMAIL's account may now be promoted.
          if (row && deps.adminEmail && emailKey(deps.adminEmail) === row.emailKey) {
            return (await repos.users.promoteToAdmin(row.emailKey)) ? repos.users.findById(row.id) : row;
          }
          return row;
        });
        // Undefined: the account is already tied to another Google account.
        if (!linked) throw new AppError('CONFLICT', 'This e-mail is already connected to another Google account.');
        return { ...(await startSession(repository, linked, device)), isNew: false };
      }
      const username = await chooseUsername(undefined);
      const created = await createAccount({
        email,
        emailKey: emailKey(email),
        emailVerifiedAt: now(),
        passwordHash: null,
        username,
        usernameKey: usernameKey(username),
        googleSub: identity.sub,
        role: deps.adminEmail && emailKey(deps.adminEmail) === emailKey(email) ? 'admin' : 'learner',
      });
      // A double click raced us: the other request made the account, so sign in to that one.
      const user = created ?? (await users.findByGoogleSub(identity.sub));
      if (!user) throw new AppError('CONFLICT', 'Please try signing in with Google again.');
      return { ...(await startSession(repository, activeOnly(user), device)), isNew: created !== undefined };
    },

    /**
     * Rotates a refresh token. Each token works once; for 10 s after its rotation it answers
     * with the same child (several tabs refreshing together), and after that a replay revokes
     * the whole session, since the token has most likely been stolen.
     */
    async refresh(refreshToken: string): Promise<SignedIn> {
      const outcome = await uow.transaction(async ({ auth: repo }) => {
        const found = await repo.lockRefreshToken(hashToken(refreshToken));
        if (!found) return { ok: false, error: 'Your session has ended. Please log in again.' } as const;
        const { token, session, user } = found;
        const at = now();
        const expired =
          session.revokedAt !== null ||
          session.expiresAt <= at ||
          at.getTime() - session.lastUsedAt.getTime() > SESSION_IDLE_MS ||
          user.status !== 'active';
        if (expired) return { ok: false, error: 'Your session has ended. Please log in again.' } as const;
        // A password, role or ownership change since the session began ends it here too.
        if (session.tokenVersion !== user.tokenVersion) {
          await repo.revokeSession(session.id, at);
          return { ok: false, error: 'Your account changed since you signed in. Please log in again.' } as const;
        }

        const child = childRefreshToken(secret, refreshToken);
        if (token.rotatedAt) {
          if (at.getTime() - token.rotatedAt.getTime() > REFRESH_GRACE_MS) {
            await repo.revokeSession(session.id, at);
            return { ok: false, error: 'This session was signed out for your safety. Please log in again.' } as const;
          }
        } else {
          await repo.markRotated(token.id, at);
          await repo.insertRefreshToken(session.id, hashToken(child));
          await repo.touchSession(session.id, at);
        }
        return { ok: true, user, sessionId: session.id, child } as const;
      });
      if (!outcome.ok) throw new AppError('UNAUTHORIZED', outcome.error);
      const { user, sessionId, child } = outcome;
      const accessToken = await tokens.sign({ userId: user.id, sessionId, tokenVersion: user.tokenVersion });
      return { accessToken, refreshToken: child, user };
    },

    /** Ends the session the refresh token belongs to; unknown tokens end nothing and are fine. */
    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      await uow.transaction(async ({ auth: repo }) => {
        const found = await repo.lockRefreshToken(hashToken(refreshToken));
        if (found) await repo.revokeSession(found.session.id, now());
      });
    },

    /** Ends the session an access token belongs to (a sign-out without the refresh cookie). */
    async endSession(who: Authenticated): Promise<void> {
      await repository.revokeSessionOfUser(who.userId, who.sessionId, now());
    },

    /** The learner's signed-in devices, the current one marked. */
    async listSessions(who: Authenticated) {
      const rows = await repository.listActiveSessions(who.userId, now());
      return rows.map((session) => ({
        id: session.id,
        user_agent: session.userAgent,
        ip: session.ip,
        created_at: session.createdAt.toISOString(),
        last_used_at: session.lastUsedAt.toISOString(),
        current: session.id === who.sessionId,
      }));
    },

    /** Signs one device out; another learner's session id is simply not found. */
    async revokeSession(who: Authenticated, sessionId: string): Promise<void> {
      if (!(await repository.revokeSessionOfUser(who.userId, sessionId, now()))) {
        throw new AppError('NOT_FOUND', 'That session does not exist or has already ended.');
      }
    },

    /** "Sign out everywhere else". */
    async revokeOtherSessions(who: Authenticated): Promise<void> {
      await repository.revokeSessionsOfUser(who.userId, now(), who.sessionId);
    },

    /** Who an access token belongs to; checks the account's status and token version every time. */
    async authenticate(accessToken: string): Promise<Authenticated> {
      const claims = await tokens.verify(accessToken);
      if (!claims) throw new AppError('UNAUTHORIZED', 'Please log in again.');
      // Signed out elsewhere, a missing user and an outdated token version (role change, ban,
      // password change) all end here, at once rather than when the token expires.
      const user = await liveSession({ userId: claims.userId, sessionId: claims.sessionId });
      if (user?.tokenVersion !== claims.tokenVersion) throw new AppError('UNAUTHORIZED', 'Please log in again.');
      if (user.status === 'banned') throw new AppError('FORBIDDEN', 'This account has been suspended.');
      return { userId: user.id, sessionId: claims.sessionId, role: user.role, tokenVersion: claims.tokenVersion };
    },

    /**
     * Whether a request's sign-in still stands, for what outlives the request (a notification
     * stream): not signed out, expired, outdated by a password change or role change, banned or
     * deleted. Checks that arrive together go as one statement.
     */
    async stillSignedIn(who: Authenticated): Promise<boolean> {
      const user = await liveSession({ userId: who.userId, sessionId: who.sessionId });
      return user?.tokenVersion === who.tokenVersion && user.status !== 'banned';
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
