import type { Friends, PublicUser, Relation, UserSearchResult } from '@roots/shared/contracts/social';
import { startOfWeekUtc } from '@roots/shared/domain/learning';
import { usernameKey } from '@roots/shared/domain/identity';
import { AppError } from '@roots/shared/errors';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { LearnerRepository } from '../learner/learner.repository.ts';
import type { NotificationRepository } from '../notifications/notifications.repository.ts';
import { type Publisher, recordNotification } from '../notifications/notifications.service.ts';
import type { UserRepository } from '../user/user.repository.ts';
import type { FriendshipRepository, FriendshipRow } from './friends.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The other learner of a row, seen from `userId`. */
const otherOf = (row: FriendshipRow, userId: string) => (row.userLow === userId ? row.userHigh : row.userLow);

export const NO_LEARNER = 'We could not find that learner.';
const SEARCH_LIMIT = 10;

export interface FriendRepos {
  friendships: FriendshipRepository;
  users: UserRepository;
  learners: LearnerRepository;
  notifications: NotificationRepository;
}

interface PublicRow {
  id: string;
  username: string;
  displayName: string | null;
  avatarUrl: string | null;
}

export const toPublicUser = (row: PublicRow): PublicUser => ({
  id: row.id,
  username: row.username,
  display_name: row.displayName,
  avatar_url: row.avatarUrl,
});

/** How `viewer` stands with the other learner of a row (or of no row). */
export function relationOf(row: FriendshipRow | undefined, viewer: string): Relation {
  if (!row) return 'none';
  if (row.status === 'accepted') return 'friends';
  if (row.status === 'blocked') return 'blocked';
  return row.requesterId === viewer ? 'outgoing' : 'incoming';
}

/** A block by the other learner hides the viewer from them entirely. */
export const blockedBy = (row: FriendshipRow | undefined, viewer: string) =>
  row?.status === 'blocked' && row.requesterId !== viewer;

/** Friend requests, friendships and blocks; the two learners of a pair share one row. */
export function createFriendService({
  uow,
  publisher,
  now = () => new Date(),
}: {
  uow: UnitOfWork<FriendRepos>;
  publisher?: Publisher;
  now?: () => Date;
}) {
  const { friendships, users, learners } = uow.repos;

  async function requireOther(viewer: string, otherId: string) {
    if (otherId === viewer) throw new AppError('VALIDATION_FAILED', 'That is you.');
    const other = await users.findById(otherId);
    if (other?.status !== 'active') throw new AppError('NOT_FOUND', NO_LEARNER);
    return other;
  }

  /** Ends a pending request or a friendship when it is what `expected` says, else a 404. */
  async function drop(viewer: string, otherId: string, expected: (row: FriendshipRow) => boolean, missing: string) {
    await uow.transaction(async (repos) => {
      const row = await repos.friendships.find(viewer, otherId, { lock: true });
      if (!row || !expected(row)) throw new AppError('NOT_FOUND', missing);
      await repos.friendships.delete(viewer, otherId);
    });
    return { relation: 'none' as const };
  }

  return {
    /** Friends (with their XP this week), requests both ways and the learners the viewer blocked. */
    async list(viewer: string): Promise<Friends> {
      const rows = await friendships.listFor(viewer);
      const people = new Map(
        (await users.publicByIds(rows.map((row) => otherOf(row, viewer)))).map((u) => [u.id, toPublicUser(u)]),
      );
      const pick = (test: (row: FriendshipRow) => boolean) =>
        rows.filter(test).flatMap((row) => people.get(otherOf(row, viewer)) ?? []);
      const friends = pick((row) => row.status === 'accepted');
      const week = await learners.xpTotals(
        friends.map((f) => f.id),
        startOfWeekUtc(now()),
      );
      return {
        friends: friends
          .map((friend) => ({ ...friend, xp_this_week: week.get(friend.id) ?? 0 }))
          .sort((a, b) => b.xp_this_week - a.xp_this_week || a.username.localeCompare(b.username)),
        incoming: pick((row) => row.status === 'pending' && row.requesterId !== viewer),
        outgoing: pick((row) => row.status === 'pending' && row.requesterId === viewer),
        blocked: pick((row) => row.status === 'blocked' && row.requesterId === viewer),
      };
    },

    /** Learners whose username starts with the text, with how the viewer stands with each. */
    async search(viewer: string, text: string): Promise<UserSearchResult> {
      const found = (await users.searchByUsername(usernameKey(text), SEARCH_LIMIT + 1)).filter((u) => u.id !== viewer);
      const rows = new Map((await friendships.listFor(viewer)).map((row) => [otherOf(row, viewer), row]));
      return found
        .filter((u) => !blockedBy(rows.get(u.id), viewer))
        .slice(0, SEARCH_LIMIT)
        .map((u) => ({ ...toPublicUser(u), relation: relationOf(rows.get(u.id), viewer) }));
    },

    /**
     * Sends a request by username. When the other learner already asked the viewer, this accepts
     * it: requests crossing each other (even at the same moment) end as one friendship.
     */
    async request(viewer: string, username: string): Promise<{ relation: Relation }> {
      const found = await users.findByUsernameKey(usernameKey(username));
      if (!found) throw new AppError('NOT_FOUND', `There is no learner called ${username}.`);
      const other = await requireOther(viewer, found.id);
      const at = now();
      const me = await users.findById(viewer);
      const myName = me?.displayName ?? me?.username ?? 'A learner';
      const outcome = await uow.transaction(async (repos) => {
        if (await repos.friendships.insert(viewer, other.id, 'pending', at)) {
          const notice = {
            userId: other.id,
            kind: 'friend-request' as const,
            title: 'New friend request',
            message: `${myName} wants to be your friend on Roots.`,
            at,
          };
          // Asked, cancelled and asked again: the learner hears of one learner's request once a day.
          if (await repos.notifications.toldSince(notice, new Date(at.getTime() - DAY_MS))) {
            return { relation: 'outgoing' as const, notify: undefined };
          }
          await recordNotification(repos, notice);
          return { relation: 'outgoing' as const, notify: other.id };
        }
        const row = await repos.friendships.find(viewer, other.id, { lock: true });
        if (!row) throw new AppError('CONFLICT', 'Please try again.');
        if (row.status === 'accepted') throw new AppError('CONFLICT', `You and ${other.username} are already friends.`);
        if (row.status === 'blocked') {
          if (row.requesterId === viewer) throw new AppError('CONFLICT', `Unblock ${other.username} first.`);
          throw new AppError('NOT_FOUND', `There is no learner called ${username}.`);
        }
        if (row.requesterId === viewer) return { relation: 'outgoing' as const, notify: undefined };
        await repos.friendships.update(viewer, other.id, { status: 'accepted', requesterId: row.requesterId }, at);
        await recordNotification(repos, {
          userId: other.id,
          kind: 'friend-accepted',
          title: 'Friend request accepted',
          message: `${myName} and you are now friends.`,
          at,
        });
        return { relation: 'friends' as const, notify: other.id };
      });
      if (outcome.notify) publisher?.publish(outcome.notify);
      return { relation: outcome.relation };
    },

    async accept(viewer: string, otherId: string): Promise<{ relation: Relation }> {
      const at = now();
      const me = await users.findById(viewer);
      await uow.transaction(async (repos) => {
        const row = await repos.friendships.find(viewer, otherId, { lock: true });
        if (row?.status !== 'pending' || row.requesterId !== otherId) {
          throw new AppError('NOT_FOUND', 'There is no friend request from this learner.');
        }
        await repos.friendships.update(viewer, otherId, { status: 'accepted', requesterId: otherId }, at);
        await recordNotification(repos, {
          userId: otherId,
          kind: 'friend-accepted',
          title: 'Friend request accepted',
          message: `${me?.displayName ?? me?.username ?? 'A learner'} and you are now friends.`,
          at,
        });
      });
      publisher?.publish(otherId);
      return { relation: 'friends' };
    },

    decline: (viewer: string, otherId: string) =>
      drop(
        viewer,
        otherId,
        (row) => row.status === 'pending' && row.requesterId === otherId,
        'There is no friend request from this learner.',
      ),

    cancel: (viewer: string, otherId: string) =>
      drop(
        viewer,
        otherId,
        (row) => row.status === 'pending' && row.requesterId === viewer,
        'You have no request to this learner to cancel.',
      ),

    remove: (viewer: string, otherId: string) =>
      drop(viewer, otherId, (row) => row.status === 'accepted', 'You are not friends with this learner.'),

    unblock: (viewer: string, otherId: string) =>
      drop(
        viewer,
        otherId,
        (row) => row.status === 'blocked' && row.requesterId === viewer,
        'You have not blocked this learner.',
      ),

    /** Blocks a learner: any friendship or request ends, and they can no longer find or ask the viewer. */
    async block(viewer: string, otherId: string): Promise<{ relation: Relation }> {
      await requireOther(viewer, otherId);
      const at = now();
      await uow.transaction(async (repos) => {
        if (await repos.friendships.insert(viewer, otherId, 'blocked', at)) return;
        const row = await repos.friendships.find(viewer, otherId, { lock: true });
        // Blocked by the other already: the block stands either way.
        if (row && !blockedBy(row, viewer)) {
          await repos.friendships.update(viewer, otherId, { status: 'blocked', requesterId: viewer }, at);
        }
      });
      return { relation: 'blocked' };
    },
  };
}

export type FriendService = ReturnType<typeof createFriendService>;
