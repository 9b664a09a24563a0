import { storageKeys } from '@roots/shared/constants';
import { protectedPaths } from '@roots/shared/routes';
import { sendEarly, startEarlyRequests } from '../lib/early-requests.ts';
import { local } from '../lib/storage.ts';

// A signed-in page's first calls, sent by boot.ts while the app's code is still downloading. On a
// slow phone the app would otherwise ask for them one round trip after another once its code has
// run (the profile, then the page's data) and render each as it came: sent early, they are
// answered by the time React first renders, and the page paints with them.

/**
 * The calls of each page's own first render beyond the navigation bar's, as its queries make them
 * (with their query strings: the leaderboard opens on this week, among everyone).
 */
const pageCalls: Partial<Record<string, readonly string[]>> = {
  [protectedPaths.dashboard]: ['/user/stats', '/leagues/current', '/friends', '/user/languages'],
  [protectedPaths.leaderboard]: ['/leagues/current', '/leaderboard?period=week&scope=everyone'],
  [protectedPaths.profile]: ['/user/profile/summary'],
};

/**
 * The dashboard's course part, for the course shown at the last visit (lastLanguage, which the
 * dashboard keeps to the course it shows): its path, progress, practice and facts. Without them
 * the page would ask for these only once the learner's languages had answered and rendered, a
 * second wave of calls and renders on a slow phone. Another course current since (chosen on
 * another device) only leaves these answers untaken.
 */
const courseCalls = (languageId: string) => [
  `/unit/${languageId}`,
  `/language/progress/${languageId}`,
  `/practice?language_id=${languageId}`,
  `/fact/${languageId}`,
];
/** An id as the API gives them; anything else in storage is not sent. */
const storedId = /^[\w-]{1,64}$/;

const lessonPath = new RegExp(`^${protectedPaths.lesson.replace(':lessonId', '([^/]+)')}/?$`);

/**
 * Sends the first calls of the page at `pathname` for a stored session: the profile; on a lesson
 * (a focus mode without the navigation bar) the lesson and its start; on every other page the
 * navigation bar's figures, and on the dashboard (its course part too), the leaderboard and the
 * profile what they show.
 * Nothing for a visitor.
 */
export function sendEarlyCalls(pathname: string): void {
  if (startEarlyRequests() === null) return;
  sendEarly('GET', '/user/profile');
  const lessonId = lessonPath.exec(pathname)?.[1];
  if (lessonId !== undefined) {
    // Practice and a checkpoint are started by their page (a POST with what it starts), not by id.
    if (lessonId === 'practice' || lessonId === 'checkpoint') return;
    sendEarly('GET', `/lesson/${lessonId}`);
    // What opening a lesson does first: start it, or resume the attempt in progress.
    sendEarly('POST', `/lesson/start/${lessonId}`);
    sendEarly('GET', '/user/check-heart');
    return;
  }
  for (const path of ['/user/xp', '/user/streak', '/user/check-heart', '/notifications']) sendEarly('GET', path);
  const page = pathname.replace(/\/+$/, '');
  for (const path of pageCalls[page] ?? []) sendEarly('GET', path);
  const course = local.get(storageKeys.lastLanguage);
  if (page === protectedPaths.dashboard && course !== null && storedId.test(course)) {
    for (const path of courseCalls(course)) sendEarly('GET', path);
  }
}
