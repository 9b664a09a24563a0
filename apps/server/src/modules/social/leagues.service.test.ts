import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leagueMembers, leagueWeeks, notifications, users, xpLedger } from '../../db/schema.ts';
import { createLearningServices } from '../../composition.ts';
import { unitOfWork } from '../../repositories.ts';
import { createTestDatabase } from '../../test/helper.ts';

describe('weekly leagues (controlled clock)', async () => {
  const database = await createTestDatabase();
  let clock = new Date('2026-11-04T12:00:00Z'); // a Wednesday; the week began Monday 2 November
  const services = () => createLearningServices({ uow: unitOfWork(database.db), now: () => clock });
  const leagues = services().leagues;
  let made = 0;
  const learners = async (count: number, prefix: string) =>
    database.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => {
          made += 1;
          const name = `${prefix}${String(i).padStart(2, '0')}x${String(made)}`;
          return { email: `${name}@example.com`, emailKey: `${name}@example.com`, username: name, usernameKey: name };
        }),
      )
      .returning({ id: users.id, username: users.username });
  const earn = (userId: string, amount: number, at = clock) =>
    database.db.insert(xpLedger).values({ userId, amount, source: 'lesson', createdAt: at });

  it('places only learners with XP this week, 30 to a group, and shows the lines and time left', async () => {
    const idle = (await learners(1, 'idle'))[0];
    const idleLeague = await leagues.league(idle?.id ?? '');
    expect(idleLeague).toMatchObject({ placed: false, tier_name: 'Bronze', members: [] });
    expect(idleLeague.ends_at).toBe('2026-11-09T00:00:00.000Z');

    const crowd = await learners(31, 'crowd');
    for (const [i, learner] of crowd.entries()) await earn(learner.id, 10 + i);
    for (const learner of crowd) await leagues.league(learner.id);
    const groups = await database.db.select().from(leagueMembers).where(eq(leagueMembers.weekStart, '2026-11-02'));
    expect(groups.filter((m) => m.groupNo === 1)).toHaveLength(30);
    expect(groups.filter((m) => m.groupNo === 2)).toHaveLength(1);

    const first = crowd[0]?.id ?? '';
    const league = await leagues.league(first);
    expect(league).toMatchObject({ placed: true, tier: 0, promoted_count: 7, demoted_count: 0 });
    expect(league.members).toHaveLength(30);
    expect(league.members.filter((m) => m.zone === 'promotion')).toHaveLength(7);
    // Bronze has no demotion zone.
    expect(league.members.some((m) => m.zone === 'demotion')).toBe(false);
    expect(league.members[0]?.xp).toBeGreaterThan(league.members[29]?.xp ?? 0);

    // A seat freed in a full group (an account deleted) stays free: newcomers fill the last group.
    const [late] = await learners(1, 'late');
    await database.db.delete(users).where(eq(users.id, crowd[29]?.id ?? ''));
    await earn(late?.id ?? '', 10);
    expect(await leagues.league(late?.id ?? '')).toMatchObject({ placed: true, tier: 0 });
    const regrouped = await database.db.select().from(leagueMembers).where(eq(leagueMembers.weekStart, '2026-11-02'));
    expect(regrouped.filter((m) => m.groupNo === 1)).toHaveLength(29);
    expect(regrouped.filter((m) => m.groupNo === 2)).toHaveLength(2);
  });

  it('sets the closing timer for the end of the week, Monday 00:00 UTC', () => {
    const saved = clock;
    clock = new Date('2026-11-08T23:59:00Z'); // Sunday, one minute before the week ends
    expect(leagues.untilWeekEnds()).toBe(60_000);
    clock = new Date('2026-11-09T00:00:00Z'); // the new week's first moment: a whole week to go
    expect(leagues.untilWeekEnds()).toBe(7 * 86_400_000);
    clock = saved;
  });

  it('closes a week exactly once under two parallel closers, then moves the top 7 up', async () => {
    clock = new Date('2026-11-09T00:01:00Z');
    const [one, two] = await Promise.all([services().leagues.closeDueWeeks(), services().leagues.closeDueWeeks()]);
    expect(one + two).toBe(1);
    expect(await database.db.select().from(leagueWeeks)).toHaveLength(1);
    expect(await leagues.closeDueWeeks()).toBe(0);

    const results = await database.db.select().from(leagueMembers).where(eq(leagueMembers.weekStart, '2026-11-02'));
    const group = results.filter((m) => m.groupNo === 1);
    expect(group.filter((m) => m.outcome === 'promoted')).toHaveLength(7);
    expect(group.filter((m) => m.outcome === 'demoted')).toHaveLength(0);
    const told = await database.db.select().from(notifications).where(eq(notifications.kind, 'league-result'));
    expect(told).toHaveLength(31);
    expect(new Set(told.map((n) => n.userId)).size).toBe(31);

    // A winner plays in Silver next week and sees last week's result.
    const winner = group.find((m) => m.rank === 1);
    await earn(winner?.userId ?? '', 5);
    const next = await leagues.league(winner?.userId ?? '');
    expect(next).toMatchObject({
      placed: true,
      tier_name: 'Silver',
      demoted_count: 5,
      last_result: { tier_name: 'Bronze', rank: 1, outcome: 'promoted' },
    });
    expect(told.find((n) => n.userId === winner?.userId)).toMatchObject({
      title: 'Bronze league: you finished #1',
      message: 'Well done! You move up to the Silver league.',
    });
  });

  it('demotes the bottom 5 of a full group above Bronze', async () => {
    clock = new Date('2026-11-18T10:00:00Z'); // the week of 16 November
    // Twelve learners who stayed in Silver in an earlier (closed) week.
    const silver = await learners(12, 'silver');
    for (const learner of silver) {
      await database.db
        .insert(leagueMembers)
        .values({ weekStart: '2026-11-02', userId: learner.id, tier: 1, groupNo: 9, outcome: 'stayed', rank: 1 });
    }
    for (const [i, learner] of silver.entries()) {
      await earn(learner.id, 100 - i);
      await leagues.league(learner.id);
    }
    const league = await leagues.league(silver[0]?.id ?? '');
    expect(league.members.map((m) => m.zone)).toEqual([
      ...Array<string>(7).fill('promotion'),
      ...Array<string>(5).fill('demotion'),
    ]);
    clock = new Date('2026-11-23T08:00:00Z');
    await leagues.closeDueWeeks();
    const closed = await database.db.select().from(leagueMembers).where(eq(leagueMembers.weekStart, '2026-11-16'));
    const outcomes = closed.filter((m) => silver.some((s) => s.id === m.userId)).map((m) => m.outcome);
    expect(outcomes.filter((o) => o === 'demoted')).toHaveLength(5);
  });
});
