import { LEADERBOARD_SIZE, type Leaderboard, type LeaderboardRow } from '@roots/shared/contracts/social';
import { startOfWeekUtc } from '@roots/shared/domain/learning';
import { AppError } from '@roots/shared/errors';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { UserRepository } from '../user/user.repository.ts';
import type { FriendshipRepository } from './friends.repository.ts';
import type { LeaderboardRepository, RankedRow } from './leaderboard.repository.ts';

export interface LeaderboardRepos {
  leaderboard: LeaderboardRepository;
  friendships: FriendshipRepository;
  users: UserRepository;
}

/**
 * Whether a viewer may see a learner's name and picture in a ranking: as on their profile, the
 * learner themself, everyone for "everyone", friends for "friends", nobody else for "nobody".
 */
export function visibleTo(viewer: string, friendIds: ReadonlySet<string>) {
  return (row: { userId: string; visibility: RankedRow['visibility'] }) =>
    row.userId === viewer ||
    row.visibility === 'everyone' ||
    (row.visibility === 'friends' && friendIds.has(row.userId));
}

/** A learner's line in a ranking: the leaderboard's, and a league's before its zone. */
export const toLeaderboardRow = (row: Omit<RankedRow, 'ranked'>, shown: boolean): LeaderboardRow =>
  shown
    ? {
        id: row.userId,
        username: row.username,
        display_name: row.displayName,
        avatar_url: row.avatarUrl,
        xp: row.xp,
        rank: row.rank,
        hidden: false,
      }
    : {
        id: row.userId,
        username: '',
        display_name: 'A learner',
        avatar_url: null,
        xp: row.xp,
        rank: row.rank,
        hidden: true,
      };

/** XP rankings: this week (from Monday 00:00 UTC) or all time, everyone or the learner's friends. */
export function createLeaderboardService({
  uow,
  now = () => new Date(),
}: {
  uow: UnitOfWork<LeaderboardRepos>;
  now?: () => Date;
}) {
  const { leaderboard, friendships, users } = uow.repos;
  return {
    async leaderboard(
      viewer: string,
      period: Leaderboard['period'],
      scope: Leaderboard['scope'],
    ): Promise<Leaderboard> {
      const since = period === 'week' ? startOfWeekUtc(now()) : undefined;
      const friendIds = await friendships.friendIds(viewer);
      const among = scope === 'friends' ? [viewer, ...friendIds] : undefined;
      const shown = visibleTo(viewer, new Set(friendIds));
      const ranked =
        period === 'all' && !among
          ? await leaderboard.allTimeRanking({ viewer, limit: LEADERBOARD_SIZE })
          : await leaderboard.ranking({ since, among, viewer, limit: LEADERBOARD_SIZE });
      // Learners without XP in the window share the place below everyone who has some. Among
      // friends they are listed too (a few people); among everyone only the viewer's own row is.
      const zeroRank = (ranked[0]?.ranked ?? 0) + 1;
      const listed = new Set(ranked.map((row) => row.userId));
      const missing = (among ?? [viewer]).filter((id) => !listed.has(id));
      const zeros = (await users.publicByIds(missing))
        .sort((a, b) => a.username.toLowerCase().localeCompare(b.username.toLowerCase()))
        .map((user) => {
          const row = { ...user, userId: user.id, xp: 0, rank: zeroRank };
          return toLeaderboardRow(row, shown(row));
        });
      const me = ranked.find((row) => row.userId === viewer);
      const mine = me ? toLeaderboardRow(me, true) : zeros.find((row) => row.id === viewer);
      if (!mine) throw new AppError('UNAUTHORIZED', 'Please log in again.');
      // Ordered by place: a viewer beyond the top 50 comes last and is cut here (`me` has them).
      const top = ranked.slice(0, LEADERBOARD_SIZE);
      return {
        period,
        scope,
        since: since?.toISOString() ?? null,
        rows: [...top.map((row) => toLeaderboardRow(row, shown(row))), ...(scope === 'friends' ? zeros : [])].slice(
          0,
          LEADERBOARD_SIZE,
        ),
        me: mine,
      };
    },
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
