import { protectedPaths } from '@roots/shared/routes';
import { sendEarly, startEarlyRequests } from '../lib/early-requests.ts';

// A signed-in page's first calls, sent by boot.ts while the app's code is still downloading. On a
// slow phone the app would otherwise ask for them one round trip after another once its code has
// run (the profile, then the page's data) and render each as it came: sent early, they are
// answered by the time React first renders, and the page paints with them.

const lessonPath = new RegExp(`^${protectedPaths.lesson.replace(':lessonId', '([^/]+)')}/?$`);

/**
 * Sends the first calls of the page at `pathname` for a stored session: the profile; on a lesson
 * (a focus mode without the navigation bar) the lesson and its start; on every other page the
 * navigation bar's figures, and on the dashboard what its cards show. Nothing for a visitor.
 */
export function sendEarlyCalls(pathname: string): void {
  if (startEarlyRequests() === null) return;
  sendEarly('GET', '/user/profile');
  const lessonId = lessonPath.exec(pathname)?.[1];
  if (lessonId !== undefined) {
    if (lessonId === 'practice') return;
    sendEarly('GET', `/lesson/${lessonId}`);
    // What opening a lesson does first: start it, or resume the attempt in progress.
    sendEarly('POST', `/lesson/start/${lessonId}`);
    sendEarly('GET', '/user/check-heart');
    return;
  }
  for (const path of ['/user/xp', '/user/streak', '/user/check-heart', '/notifications']) sendEarly('GET', path);
  if (pathname.replace(/\/+$/, '') === protectedPaths.dashboard) {
    sendEarly('GET', '/user/stats');
    sendEarly('GET', '/leagues/current');
    sendEarly('GET', '/friends');
    sendEarly('GET', '/user/languages');
  }
}
