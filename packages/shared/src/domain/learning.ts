/**
 * The pure rules of learning-mechanics.md: hearts, combo, lesson XP, coins and the daily streak.
 * The server applies them inside its transactions; the web shows their results.
 */
import { DEFAULT_MAX_HEARTS, HEART_REGENERATION_MINUTES } from '../constants.ts';
import type { Streak } from '../contracts/learning.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export interface HeartState {
  hearts: number;
  updatedAt: Date;
}

/**
 * Lazy regeneration: +1 heart per full period since `updatedAt` while below the maximum. The
 * timestamp moves on by the regenerated periods only, so a part-period is never lost.
 */
export function regenerateHearts(
  state: HeartState,
  now: Date,
  max = DEFAULT_MAX_HEARTS,
  rateMinutes = HEART_REGENERATION_MINUTES,
): HeartState & { nextRegenAt: Date | null } {
  const period = rateMinutes * MINUTE_MS;
  if (state.hearts >= max) return { hearts: state.hearts, updatedAt: now, nextRegenAt: null };
  const elapsed = Math.max(0, now.getTime() - state.updatedAt.getTime());
  const gained = Math.floor(elapsed / period);
  const hearts = Math.min(max, state.hearts + gained);
  if (hearts >= max) return { hearts, updatedAt: now, nextRegenAt: null };
  const updatedAt = new Date(state.updatedAt.getTime() + gained * period);
  return { hearts, updatedAt, nextRegenAt: new Date(updatedAt.getTime() + period) };
}

/** Combo ("answer streak"): level every 5 correct answers in a row, +10% XP a level, at most 2×. */
export function combo(consecutive: number) {
  const level = Math.floor(Math.max(0, consecutive) / 5);
  const multiplier = Math.min(2, Math.round((1 + 0.1 * level) * 10) / 10);
  return { level, multiplier, bonusPercent: Math.round((multiplier - 1) * 100), progress: consecutive % 5 };
}

/** The spec's combo status text. */
export function comboStatus(consecutive: number): string {
  if (consecutive <= 0) return 'Start your streak!';
  const { level, bonusPercent, progress } = combo(consecutive);
  if (progress === 0) return `Level ${String(level)} streak! +${String(bonusPercent)}% XP bonus`;
  return `${String(5 - progress)} more correct for level ${String(level + 1)}`;
}

/** The answer streak as an answer's result carries it (`CheckResult.combo`). */
export function comboView(consecutive: number) {
  const { level, multiplier, bonusPercent } = combo(consecutive);
  return {
    consecutive_correct_answers: consecutive,
    level,
    multiplier,
    bonus_percent: bonusPercent,
    status: comboStatus(consecutive),
  };
}

/** "Can't listen now" and "Can't speak now" skip exercises of their type for this long. */
export const AUDIO_SKIP_MS = 15 * MINUTE_MS;

/** A skip window's end after a skip at `at`: the open window's own (a skip inside it does not stretch it), else a new one. */
export function skipWindowEnd(until: Date | null, at: Date): Date {
  return until !== null && until > at ? until : new Date(at.getTime() + AUDIO_SKIP_MS);
}

export const PERFECT_LESSON_BONUS_XP = 5;

/** Lesson XP: reward (+5 if perfect) times the combo multiplier, rounded, doubled by an XP Boost. */
export function lessonXp(input: { xpReward: number; perfect: boolean; multiplier: number; boosted: boolean }) {
  const base = input.xpReward + (input.perfect ? PERFECT_LESSON_BONUS_XP : 0);
  const withCombo = Math.round(base * input.multiplier);
  return { base, withCombo, total: input.boosted ? withCombo * 2 : withCombo };
}

/**
 * A replay of a lesson the learner has already completed pays a third of its XP reward (rounded
 * down, at least 1), with no perfect, answer-streak or boost bonus and no coins: replays are for
 * review, and a script replaying a finished lesson must not farm XP and coins.
 */
export function replayXp(xpReward: number): number {
  return Math.max(1, Math.floor(xpReward / 3));
}

/** Replays that pay XP in one of the learner's days; later ones still count the day. */
export const PAID_REPLAYS_PER_DAY = 10;
/** Nobody reads, answers and moves on in less: a lesson played faster was played by a script. */
export const MIN_MS_PER_EXERCISE = 2_000;

/**
 * What a replay pays: its third of the lesson's XP, unless the learner's paid replays of the day
 * are used up or the attempt went faster than a person can play. Replays are how a script would
 * farm XP (a lesson already learnt, answered from memory in milliseconds): so capped, a script
 * earns at most PAID_REPLAYS_PER_DAY × a third of a lesson's XP a day from them.
 */
export function paidReplayXp(replay: { xpReward: number; paidToday: number; playedMs: number; exercises: number }) {
  if (replay.paidToday >= PAID_REPLAYS_PER_DAY) return 0;
  if (replay.playedMs < replay.exercises * MIN_MS_PER_EXERCISE) return 0;
  return replayXp(replay.xpReward);
}

/**
 * Practice pays 10 XP and a heart back for the first session of the learner's day, then 5 XP and a
 * heart, for at most `rewardedPerDay` sessions; later sessions that day still count the day for the
 * streak but pay no XP and no heart.
 */
export const practiceRewards = { firstXp: 10, againXp: 5, rewardedPerDay: 3 } as const;

/** What a finished practice session pays, given how many rewarded sessions came before it today. */
export function practiceReward(rewardedToday: number): { xp: number; heart: boolean } {
  if (rewardedToday >= practiceRewards.rewardedPerDay) return { xp: 0, heart: false };
  return { xp: rewardedToday === 0 ? practiceRewards.firstXp : practiceRewards.againXp, heart: true };
}

/**
 * A checkpoint tests a learner out of a unit: `questions` exercises, mostly from the unit, and it
 * fails at `mistakesAllowed + 1` mistakes. Passing completes every lesson up to the unit's end
 * without XP or coins (docs/courses.md, "Checkpoints").
 */
export const checkpointRules = { questions: 15, fromEarlierUnits: 4, mistakesAllowed: 2 } as const;

export const coinRewards = {
  signUp: 50,
  lesson: 5,
  perfectLesson: 5,
  dailyGoal: 10,
  streakMilestones: { 7: 25, 30: 50, 100: 100 } as Record<number, number>,
} as const;

export const MAX_STREAK_FREEZES = 2;

/**
 * A formatter per time zone, made on first use: making an Intl.DateTimeFormat costs a hundred
 * times using one, and an answer check asks for the learner's day several times.
 */
function perZone(make: (timeZone: string) => Intl.DateTimeFormat) {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string) => {
    let format = made.get(timeZone);
    if (!format) {
      format = make(timeZone);
      // Intl takes a zone's name in any case, so the names are not a closed set: keep it bounded.
      if (made.size >= 1000) made.clear();
      made.set(timeZone, format);
    }
    return format;
  };
}

const dayFormat = perZone(
  (timeZone) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
);
const offsetFormat = perZone((timeZone) => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }));

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function localDay(at: Date, timeZone: string): string {
  return dayFormat(timeZone).format(at);
}

/** The offset of a time zone from UTC at an instant, in milliseconds (east positive). */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const name = offsetFormat(timeZone)
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000;
}

/** Day starts already worked out, by zone and day: every answer check asks for its learner's. */
const dayStarts = new Map<string, number>();

/**
 * The first instant of a calendar day (YYYY-MM-DD) in a time zone, in epoch milliseconds. The
 * streak's days are bounded by these instants, so a day start must be the day's very first
 * instant, or a lesson in the hour around one would count for the wrong day.
 */
function startOfDay(day: string, timeZone: string): number {
  const key = `${timeZone} ${day}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    const midnightUtc = Date.parse(`${day}T00:00:00Z`);
    // Two passes settle the offset even when a DST change falls between midnight and now.
    start = midnightUtc - zoneOffsetMs(new Date(midnightUtc), timeZone);
    start = midnightUtc - zoneOffsetMs(new Date(start), timeZone);
    if (localDay(new Date(start), timeZone) !== day || localDay(new Date(start - 1), timeZone) === day) {
      start = firstInstantOf(day, timeZone);
    }
    // Zones times days is no closed set either: keep it bounded.
    if (dayStarts.size >= 1000) dayStarts.clear();
    dayStarts.set(key, start);
  }
  return start;
}

/**
 * A day's first instant by bisection, for the days the two passes miss: where clocks jump forward
 * at midnight (America/Santiago in September) the day has no 00:00 and starts at 01:00. Every zone
 * is within UTC−12 and UTC+14, so 16 hours either side of UTC midnight bound the search.
 */
function firstInstantOf(day: string, timeZone: string): number {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  let before = midnightUtc - 16 * HOUR_MS;
  let from = midnightUtc + 16 * HOUR_MS;
  while (from - before > 1) {
    const middle = Math.floor((before + from) / 2);
    if (localDay(new Date(middle), timeZone) < day) before = middle;
    else from = middle;
  }
  return from;
}

/** The calendar day after a day (YYYY-MM-DD). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * The instant a local day (YYYY-MM-DD) shows a wall-clock time (`minute` after midnight) in a time
 * zone. A time that a clock change skips (02:30 when clocks jump from 02:00 to 03:00) falls an hour
 * later; one it repeats is its first showing.
 */
export function atLocalTime(day: string, minute: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + minute * MINUTE_MS;
  // As for a day's start: the second pass settles the offset when a clock change falls in between.
  const first = wall - zoneOffsetMs(new Date(wall), timeZone);
  return new Date(wall - zoneOffsetMs(new Date(first), timeZone));
}

/** The wall-clock minute of the day (0–1439) an instant shows in a time zone. */
export function localMinuteOfDay(at: Date, timeZone: string): number {
  return Math.floor((at.getTime() + zoneOffsetMs(at, timeZone)) / MINUTE_MS) % (DAY_MS / MINUTE_MS);
}

/** The instant the learner's current local day began (for "XP today" and the daily goal). */
export function startOfLocalDay(at: Date, timeZone: string): Date {
  return new Date(startOfDay(localDay(at, timeZone), timeZone));
}

/** The instant the local day that holds `at` ends: the next local day's start. */
export function endOfLocalDay(at: Date, timeZone: string): Date {
  return new Date(startOfDay(nextDay(localDay(at, timeZone)), timeZone));
}

/** Monday 00:00 UTC of the week of an instant: the leaderboard week. */
export function startOfWeekUtc(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000);
}

export interface StreakState {
  current: number;
  longest: number;
  lastDay: string | null;
  freezes: number;
}

/**
 * The streak as the server keeps it: `dayEndsAt` is the instant the last counted day ended in the
 * time zone the learner had when it was counted. Null for a day counted before that was recorded,
 * which ends at the next midnight of the learner's zone, as it always did.
 */
export interface StreakRecord extends StreakState {
  dayEndsAt: Date | null;
}

/*
 * A streak day is a span of real time, not a date worked out again in whatever zone the learner has
 * now: a date moves with the zone, so a hop to where it is already tomorrow added a day within one
 * real day, and a hop to where yesterday had not ended rescued a day that had. So a counted day
 * keeps the instant it ends, and nothing counts before it; the next streak day is one local day (in
 * the zone of the moment) from there, and each missed day, which a freeze may cover, one more. A day
 * counted after a hop west ends no sooner than one local day after the last one did: else the last
 * hour of the new zone's day would count too, and with a hop back east, two days in an hour. For a
 * learner who keeps their zone every end is a local midnight, so these are their calendar days.
 */

/** One local day on from an instant: the length of the zone's day that holds it (23 or 25 hours on a DST day). */
function oneLocalDayAfter(from: number, timeZone: string): number {
  const day = localDay(new Date(from), timeZone);
  return from + startOfDay(nextDay(day), timeZone) - startOfDay(day, timeZone);
}

/** When the last counted day ends (null before the first one). */
function countedDayEnd(record: StreakRecord, timeZone: string): number | null {
  if (record.dayEndsAt) return record.dayEndsAt.getTime();
  return record.lastDay === null ? null : startOfDay(nextDay(record.lastDay), timeZone);
}

/**
 * Where an instant falls after a counted day that ends at `end`: `missed` is -1 while that day lasts,
 * else how many streak days passed without practice, counted no further than `limit + 1` (a gap
 * longer than the freezes ends the streak however long it is); `dayEnds` is when the streak day
 * holding the instant ends, when no more than `limit` were missed.
 */
function streakDaysMissed(end: number, at: number, timeZone: string, limit: number) {
  if (at < end) return { missed: -1, dayEnds: end };
  let missed = 0;
  let dayEnds = oneLocalDayAfter(end, timeZone);
  while (at >= dayEnds && missed <= limit) {
    missed += 1;
    dayEnds = oneLocalDayAfter(dayEnds, timeZone);
  }
  return { missed, dayEnds };
}

/**
 * Counts a lesson or practice session finished at `at` (in the learner's zone then) for the streak.
 * Within the counted day it changes nothing; the next streak day grows the streak; after a gap it
 * resets to 1 unless equipped freezes cover every missed day (each freeze covers one day, and a
 * covered day does not grow the streak).
 */
export function countStreakDay(record: StreakRecord, at: Date, timeZone: string) {
  const end = countedDayEnd(record, timeZone);
  const after = end === null ? null : streakDaysMissed(end, at.getTime(), timeZone, record.freezes);
  if (after !== null && after.missed < 0) return { ...record, changed: false, freezesUsed: 0, milestoneCoins: 0 };
  const kept = after !== null && after.missed <= record.freezes ? after : null;
  const current = kept ? record.current + 1 : 1;
  const freezesUsed = kept ? kept.missed : 0;
  const endsToday = endOfLocalDay(at, timeZone).getTime();
  return {
    current,
    longest: Math.max(record.longest, current),
    lastDay: localDay(at, timeZone),
    freezes: record.freezes - freezesUsed,
    dayEndsAt: new Date(kept ? Math.max(endsToday, kept.dayEnds) : endsToday),
    changed: true,
    freezesUsed,
    milestoneCoins: coinRewards.streakMilestones[current] ?? 0,
  };
}

/**
 * The streak as the API shows it at an instant, with the answer combo beside it: a streak with more
 * missed days than freezes is over (0), and today counts while the counted day lasts.
 */
export function streakAt(record: StreakRecord, consecutiveCorrect: number, at: Date, timeZone: string): Streak {
  const end = countedDayEnd(record, timeZone);
  const missed = end === null ? null : streakDaysMissed(end, at.getTime(), timeZone, record.freezes).missed;
  return {
    current_streak: missed !== null && missed <= record.freezes ? record.current : 0,
    longest_streak: record.longest,
    consecutive_correct_answers: consecutiveCorrect,
    streak_multiplier: combo(consecutiveCorrect).multiplier,
    streak_freezes: record.freezes,
    today_counted: missed === -1,
  };
}
