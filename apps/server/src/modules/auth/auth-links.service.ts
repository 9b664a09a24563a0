import { emailKey } from '@roots/shared/domain/identity';
import { AppError } from '@roots/shared/errors';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { createBackground } from '../../lib/background.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { UserRepository, UserRow } from '../user/user.repository.ts';
import { accountExistsMail, passwordChangedMail, resetMail, signInMail, verificationMail } from './auth.mails.ts';
import type { AuthRepository, EmailTokenPurpose } from './auth.repository.ts';
import { hashToken, newRefreshToken } from './auth.tokens.ts';

const TTL_MS = new Map<EmailTokenPurpose, number>([
  ['verify', 24 * 3600 * 1000],
  ['reset', 3600 * 1000],
  // A sign-in link is a password for one use: short-lived.
  ['signin', 15 * 60 * 1000],
]);
/** At most one verification or reset mail a minute per address. */
const MAIL_INTERVAL_MS = 60_000;
const LINK_UNUSABLE = 'This link has expired or was already used. Please ask for a new one.';

export interface AuthLinkRepos {
  auth: AuthRepository;
  users: UserRepository;
}

interface AuthLinkDeps {
  uow: UnitOfWork<AuthLinkRepos>;
  mailer: Mailer;
  /** Links in e-mails are built from this, never from the request's Host header. */
  appUrl: string;
  now?: () => Date;
  /** Work done after the answer (the reset mail) reports its failures here. */
  onBackgroundError?: (error: unknown) => void;
  /** ADMIN_EMAIL: its account becomes an admin when its owner confirms the address. */
  adminEmail?: string | undefined;
}

/** The e-mailed links: confirming an address and resetting a forgotten password. */
export function createAuthLinksService({
  uow,
  mailer,
  appUrl,
  now = () => new Date(),
  onBackgroundError = () => undefined,
  adminEmail,
}: AuthLinkDeps) {
  const { auth: repository, users } = uow.repos;
  const background = createBackground(onBackgroundError);

  async function sendReset(email: string) {
    const user = await users.findByEmailKey(emailKey(email));
    if (user?.status !== 'active' || (await sentRecently(repository, user.id, 'reset'))) return;
    const link = await issueLink(repository, user, 'reset', '/auth/reset-password');
    await mailer.send(resetMail(user.email, user.username, link));
  }

  /** Creates a single-use link token of a purpose (voiding older ones) and returns the link. */
  async function issueLink(repo: AuthRepository, user: UserRow, purpose: EmailTokenPurpose, path: string) {
    const at = now();
    await repo.useUpEmailTokens(user.id, purpose, at);
    const token = newRefreshToken();
    const ttl = TTL_MS.get(purpose) ?? 0;
    await repo.insertEmailToken({
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      createdAt: at,
      expiresAt: new Date(at.getTime() + ttl),
    });
    return `${appUrl}${path}?token=${token}`;
  }

  async function sentRecently(repo: AuthRepository, userId: string, purpose: EmailTokenPurpose) {
    const last = await repo.latestEmailTokenAt(userId, purpose);
    return last !== undefined && now().getTime() - last.getTime() < MAIL_INTERVAL_MS;
  }

  /** Uses a link token once; throws the same 400 for unknown, used, expired or superseded ones. */
  async function consumeLink(repo: AuthRepository, token: string, purpose: EmailTokenPurpose) {
    const found = await repo.lockEmailToken(hashToken(token), purpose);
    const at = now();
    if (found?.token.usedAt !== null || found.token.expiresAt <= at) throw new AppError('BAD_REQUEST', LINK_UNUSABLE);
    await repo.useUpEmailTokens(found.user.id, purpose, at);
    return found.user;
  }

  /**
   * Mails a one-time sign-in link to an active account, at most one a minute: asked for on the
   * log-in page (`mail` signInMail), or when someone signs up with the address (accountExistsMail).
   */
  async function sendSignInLink(email: string, mail: typeof signInMail) {
    const user = await users.findByEmailKey(emailKey(email));
    if (user?.status !== 'active' || (await sentRecently(repository, user.id, 'signin'))) return;
    const link = await issueLink(repository, user, 'signin', '/auth/sign-in-link');
    await mailer.send(mail(user.email, user.username, link));
  }

  /** Marks the address confirmed; ADMIN_EMAIL's account becomes an admin at this moment. */
  async function confirmAddress(repos: AuthLinkRepos, user: UserRow) {
    await repos.users.markEmailVerified(user.id, now());
    if (adminEmail && emailKey(adminEmail) === user.emailKey) await repos.users.promoteToAdmin(user.emailKey);
  }

  async function sendVerification(user: UserRow) {
    const link = await issueLink(repository, user, 'verify', '/auth/verify-email');
    await mailer.send(verificationMail(user.email, user.username, link));
  }

  return {
    /** The new account's confirmation mail, sent after the answer, so sign-up's timing tells nothing. */
    welcome(user: UserRow): void {
      background.run(() => sendVerification(user));
    },

    async verifyEmail(token: string): Promise<void> {
      await uow.transaction(async (repos) => {
        await confirmAddress(repos, await consumeLink(repos.auth, token, 'verify'));
      });
    },

    async resendVerification(userId: string): Promise<void> {
      const user = await users.findById(userId);
      if (!user) throw new AppError('UNAUTHORIZED', 'Please log in again.');
      if (user.emailVerifiedAt) throw new AppError('BAD_REQUEST', 'Your e-mail address is already confirmed.');
      if (await sentRecently(repository, user.id, 'verify')) {
        throw new AppError('RATE_LIMITED', 'We just sent a link. Please wait a minute before asking again.');
      }
      await sendVerification(user);
    },

    /**
     * Sends a reset link when the address has an account. The caller answers the same either way,
     * so nobody can learn which addresses are registered; at most one mail a minute per address.
     */
    requestPasswordReset(email: string): void {
      // The answer goes before any of the work, so its timing is the same whether or not the
      // address has an account (the lookup, the token and the mail all happen afterwards).
      background.run(() => sendReset(email));
    },

    /**
     * Mails a one-time sign-in link when the address has an account; the caller answers the same
     * either way, and the work happens after the answer, as for a reset.
     */
    requestSignInLink(email: string): void {
      background.run(() => sendSignInLink(email, signInMail));
    },

    /**
     * Someone signed up with an address that has an account: its owner gets a sign-in link, and
     * the sign-up is answered as if it were new, so it tells nobody which addresses are registered.
     */
    tellOwnerOfSignUp(email: string): void {
      background.run(() => sendSignInLink(email, accountExistsMail));
    },

    /**
     * Spends a sign-in link: whoever opens it owns the mailbox, so the address is confirmed too.
     * Answers the account as it is now (a promotion changes its token version).
     */
    async useSignInLink(token: string): Promise<UserRow> {
      return uow.transaction(async (repos) => {
        const user = await consumeLink(repos.auth, token, 'signin');
        // Registered by someone who never confirmed the address: their password and sessions end
        // now that its owner has shown up, as when the owner signs in with Google.
        if (user.emailVerifiedAt === null) await repos.users.dropUnconfirmedPassword(user.id, now());
        await confirmAddress(repos, user);
        const current = await repos.users.findById(user.id);
        if (!current) throw new AppError('BAD_REQUEST', LINK_UNUSABLE);
        return current;
      });
    },

    /** Resolves when the mails requested so far are sent (shutdown waits for it; so do tests). */
    whenIdle: background.whenIdle,

    /** A new password from a reset link: every session ends and nobody is signed in automatically. */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const user = await uow.transaction(async (repos) => {
        const owner = await consumeLink(repos.auth, token, 'reset');
        await repos.users.setPassword(owner.id, passwordHash);
        await repos.auth.revokeSessionsOfUser(owner.id, now());
        await repos.auth.useUpEmailTokens(owner.id, 'signin', now());
        return owner;
      });
      await mailer.send(passwordChangedMail(user.email, user.username, `${appUrl}/contact-us`));
    },
  };
}

export type AuthLinksService = ReturnType<typeof createAuthLinksService>;
