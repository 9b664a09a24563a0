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

const toRow = (row: RankedRow): LeaderboardRow => ({
  id: row.userId,
  username: row.username,
  display_name: row.displayName,
  avatar_url: row.avatarUrl,
  xp: row.xp,
  rank: row.rank,
});

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
      const among = scope === 'friends' ? [viewer, ...(await friendships.friendIds(viewer))] : undefined;
      const rows = await leaderboard.ranking({ since, among, viewer, limit: LEADERBOARD_SIZE });
      const mine = rows.find((row) => row.userId === viewer);
      let me: LeaderboardRow;
      if (mine) me = toRow(mine);
      else {
        // No XP in the window: below everyone who has some.
        const [user] = await users.publicByIds([viewer]);
        if (!user) throw new AppError('UNAUTHORIZED', 'Please log in again.');
        me = {
          id: user.id,
          username: user.username,
          display_name: user.displayName,
          avatar_url: user.avatarUrl,
          xp: 0,
          rank: (rows[0]?.ranked ?? 0) + 1,
        };
      }
      return {
        period,
        scope,
        since: since?.toISOString() ?? null,
        rows: rows.slice(0, LEADERBOARD_SIZE).map(toRow),
        me,
      };
    },
  };
}

export type LeaderboardService = ReturnType<typeof createLeaderboardService>;
