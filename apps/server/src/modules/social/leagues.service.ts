import type { League } from '@roots/shared/contracts/social';
import {
  LEAGUE_DEMOTED,
  LEAGUE_GROUP_SIZE,
  LEAGUE_PROMOTED,
  leagueOutcome,
  leagueTiers,
  nextTier,
  previousWeek,
  rankByXp,
  tierName,
} from '@roots/shared/domain/leagues';
import { startOfWeekUtc } from '@roots/shared/domain/learning';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { LearnerRepository } from '../learner/learner.repository.ts';
import type { NotificationRepository } from '../notifications/notifications.repository.ts';
import { type Publisher, recordNotification } from '../notifications/notifications.service.ts';
import type { UserRepository } from '../user/user.repository.ts';
import type { FriendshipRepository } from './friends.repository.ts';
import { toLeaderboardRow, visibleTo } from './leaderboard.service.ts';
import type { LeagueMemberRow, LeagueRepository } from './leagues.repository.ts';

const WEEK_MS = 7 * 86_400_000;

export interface LeagueRepos {
  leagues: LeagueRepository;
  friendships: FriendshipRepository;
  learners: LearnerRepository;
  users: UserRepository;
  notifications: NotificationRepository;
}

const weekOf = (at: Date) => startOfWeekUtc(at).toISOString().slice(0, 10);
const weekBounds = (weekStart: string) => {
  const start = new Date(`${weekStart}T00:00:00Z`);
  return { start, end: new Date(start.getTime() + WEEK_MS) };
};

function resultNotice(tier: number, rank: number, outcome: LeagueMemberRow['outcome']) {
  const next = tierName(nextTier(tier, outcome));
  const title = `${tierName(tier)} league: you finished #${String(rank)}`;
  if (outcome === 'promoted') return { title, message: `Well done! You move up to the ${next} league.` };
  if (outcome === 'demoted') return { title, message: `You move down to the ${next} league. Win it back this week!` };
  return { title, message: `You stay in the ${next} league this week.` };
}

/**
 * Weekly leagues. A learner who earned XP this week is placed, when a lesson of theirs completes
 * or their league is first read, in their tier's last group while it has a free seat (30 a group; groups fill in order). A week is closed after it ends,
 * by a timer and by the first read that finds it open: the closer claims the week's row in
 * `league_weeks`, so however many instances try, the results are computed and told once.
 */
export function createLeagueService({
  uow,
  publisher,
  now = () => new Date(),
}: {
  uow: UnitOfWork<LeagueRepos>;
  publisher?: Publisher;
  now?: () => Date;
}) {
  const { leagues, learners } = uow.repos;

  /** The group's members ranked by XP in the week. */
  async function standings(member: LeagueMemberRow) {
    const { start, end } = weekBounds(member.weekStart);
    const people = await leagues.group(member.weekStart, member.tier, member.groupNo);
    const xp = await learners.xpTotals(
      people.map((p) => p.userId),
      start,
      end,
    );
    return rankByXp(people.map((p) => ({ ...p, name: p.username.toLowerCase(), xp: xp.get(p.userId) ?? 0 })));
  }

  /** Closes one week if nobody has; answers whether this call closed it. */
  async function closeWeek(weekStart: string): Promise<boolean> {
    const at = now();
    const told: string[] = [];
    const closed = await uow.transaction(async (repos) => {
      if (!(await repos.leagues.claimWeek(weekStart, at))) return false;
      const { start, end } = weekBounds(weekStart);
      const members = await repos.leagues.membersOfWeek(weekStart);
      const xp = await repos.learners.xpTotals(
        members.map((m) => m.userId),
        start,
        end,
      );
      const groups = new Map<string, LeagueMemberRow>();
      for (const member of members) groups.set(`${String(member.tier)}:${String(member.groupNo)}`, member);
      for (const { tier, groupNo } of groups.values()) {
        const people = await repos.leagues.group(weekStart, tier, groupNo);
        // Ranked as the league page showed them: by XP, a tie in username order.
        const ranked = rankByXp(
          people.map((p) => ({ userId: p.userId, tier, name: p.username.toLowerCase(), xp: xp.get(p.userId) ?? 0 })),
        );
        for (const [position, member] of ranked.entries()) {
          const outcome = leagueOutcome(position + 1, ranked.length, member.xp, member.tier);
          await repos.leagues.setResult(weekStart, member.userId, { rank: member.rank, outcome });
          const notice = resultNotice(member.tier, member.rank, outcome);
          if (await recordNotification(repos, { userId: member.userId, kind: 'league-result', ...notice, at })) {
            told.push(member.userId);
          }
        }
      }
      return true;
    });
    for (const userId of told) publisher?.publish(userId);
    return closed;
  }

  /** Closes every ended week that is still open; answers how many this call closed. */
  async function closeDueWeeks(): Promise<number> {
    let closed = 0;
    for (const week of await leagues.unclosedWeeksBefore(weekOf(now()))) {
      if (await closeWeek(week)) closed += 1;
    }
    return closed;
  }

  /** The tier a learner plays in this week: from last time's tier and outcome, Bronze at first. */
  async function tierFor(userId: string, weekStart: string) {
    const last = await leagues.latestBefore(userId, weekStart);
    return last ? nextTier(last.tier, last.outcome) : 0;
  }

  /** Learners this instance saw placed in this week's league (at most one set, for the current week). */
  let placed = { week: '', learners: new Set<string>() };
  /**
   * The placements after completions, one after another: each waits for its tier's lock, so run
   * at once (a classroom's first lessons of the week) they would only hold connections waiting.
   */
  let placing: Promise<unknown> = Promise.resolve();

  /** Places the learner this week if they earned XP and are not placed yet. */
  async function place(userId: string, weekStart: string): Promise<LeagueMemberRow | undefined> {
    const existing = await leagues.membership(weekStart, userId);
    if (existing) return existing;
    const { start } = weekBounds(weekStart);
    if ((await learners.xpTotal(userId, start)) <= 0) return undefined;
    const tier = await tierFor(userId, weekStart);
    return uow.transaction(async (repos) => {
      await repos.leagues.lockTier(weekStart, tier);
      const groupNo = await repos.leagues.openGroup(weekStart, tier, LEAGUE_GROUP_SIZE);
      await repos.leagues.insertMember({ weekStart, userId, tier, groupNo, joinedAt: now() });
      return repos.leagues.membership(weekStart, userId);
    });
  }

  return {
    closeWeek,
    closeDueWeeks,

    /** Milliseconds until this week ends (Monday 00:00 UTC), when it is to be closed. */
    untilWeekEnds(): number {
      const at = now();
      return weekBounds(weekOf(at)).end.getTime() - at.getTime();
    },

    /**
     * Earning XP puts the learner in this week's league at once (not only when they look). A
     * placement stands for the week, so a learner seen placed is not looked up again: every
     * completion comes here, and all but the week's first would only find the row.
     */
    async placeThisWeek(userId: string): Promise<void> {
      const weekStart = weekOf(now());
      if (placed.week !== weekStart) placed = { week: weekStart, learners: new Set() };
      if (placed.learners.has(userId)) return;
      const turn = placing.then(() => place(userId, weekStart));
      placing = turn.catch(() => undefined);
      if (await turn) placed.learners.add(userId);
    },

    /** The learner's league this week: the group ranked, the lines, the time left, last week's result. */
    async league(userId: string): Promise<League> {
      const at = now();
      const weekStart = weekOf(at);
      // The timer set for Monday 00:00 closed last week already; this only waits in the second after.
      if ((await leagues.unclosedWeeksBefore(weekStart)).length > 0) await closeDueWeeks();
      const member = await place(userId, weekStart);
      const last = await leagues.latestBefore(userId, weekStart);
      const tier = member?.tier ?? (await tierFor(userId, weekStart));
      const ranked = member ? await standings(member) : [];
      const shown = visibleTo(userId, new Set(await uow.repos.friendships.friendIds(userId)));
      const top = tier < leagueTiers.length - 1;
      return {
        week_start: weekBounds(weekStart).start.toISOString(),
        ends_at: weekBounds(weekStart).end.toISOString(),
        tier,
        tier_name: tierName(tier),
        placed: member !== undefined,
        promoted_count: top ? LEAGUE_PROMOTED : 0,
        demoted_count: tier > 0 ? LEAGUE_DEMOTED : 0,
        members: ranked.map((row, i) => ({
          ...toLeaderboardRow(row, shown(row)),
          zone:
            top && i < LEAGUE_PROMOTED
              ? ('promotion' as const)
              : tier > 0 && i >= Math.max(LEAGUE_PROMOTED, ranked.length - LEAGUE_DEMOTED)
                ? ('demotion' as const)
                : ('safe' as const),
        })),
        last_result:
          last?.outcome && last.rank !== null && last.weekStart === previousWeek(weekStart)
            ? { tier_name: tierName(last.tier), rank: last.rank, outcome: last.outcome }
            : null,
      };
    },

    /** The league a learner plays in this week, by name, if placed (for public profiles). */
    async currentTierName(userId: string): Promise<string | null> {
      const member = await leagues.membership(weekOf(now()), userId);
      return member ? tierName(member.tier) : null;
    },
  };
}

export type LeagueService = ReturnType<typeof createLeagueService>;
