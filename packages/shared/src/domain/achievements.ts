/**
 * The longest run of consecutive calendar days on which the learner earned at least `goal` XP
 * (a "perfect week" is a run of 7). `days` holds the days with XP, as YYYY-MM-DD, in any order.
 */
export function longestGoalRun(days: { day: string; xp: number }[], goal: number): number {
  const met = days
    .filter((entry) => entry.xp >= goal)
    .map((entry) => Date.parse(`${entry.day}T00:00:00Z`))
    .sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  met.forEach((time, i) => {
    run = i > 0 && time - (met[i - 1] ?? 0) === 86_400_000 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}
