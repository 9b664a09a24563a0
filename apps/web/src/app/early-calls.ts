import { storageKeys } from '@roots/shared/constants';
import type { Language } from '@roots/shared/contracts/learning';
import { protectedPaths } from '@roots/shared/routes';
import { pickCurrent } from '../features/learning/pick-current.ts';
import { sendEarly, startEarlyRequests } from '../lib/early-requests.ts';
import { local } from '../lib/storage.ts';

/**
 * A signed-in page's first calls, sent by boot.ts while the app's code is still downloading. On a
 * slow phone the app would otherwise ask for them one round trip after another once its code has
 * run (the profile, then the page's data, then what that data names) and render each as it came:
 * sent early, they are answered by the time React first renders, and the page paints at once.
 */
const send = (method: 'GET' | 'POST', path: string) => void sendEarly(method, path);

/** The dashboard's course: once the learner's languages are in, the current one's four calls. */
async function sendCourseCalls(languages: Promise<Response>) {
  // Cloned before the app reads it: this continuation was queued first.
  const response = (await languages).clone();
  if (!response.ok) return;
  const { data } = (await response.json()) as { data: Language[] };
  const current = pickCurrent(data, local.get(storageKeys.lastLanguage));
  if (!current) return;
  send('GET', `/unit/${current.id}`);
  send('GET', `/language/progress/${current.id}`);
  send('GET', `/fact/${current.id}`);
  send('GET', `/practice?language_id=${encodeURIComponent(current.id)}`);
}

const lessonPath = new RegExp(`^${protectedPaths.lesson.replace(':lessonId', '([^/]+)')}/?$`);

/**
 * Sends the first calls of the page at `pathname` for a stored session: the profile; on a lesson
 * (a focus mode without the navigation bar) the lesson and its start; on every other page the
 * navigation bar's figures, and on the dashboard what its cards show. Nothing for a visitor.
 */
export function sendEarlyCalls(pathname: string): void {
  if (startEarlyRequests() === null) return;
  send('GET', '/user/profile');
  const lessonId = lessonPath.exec(pathname)?.[1];
  if (lessonId !== undefined) {
    if (lessonId === 'practice') return;
    send('GET', `/lesson/${lessonId}`);
    // What opening a lesson does first: start it, or resume the attempt in progress.
    send('POST', `/lesson/start/${lessonId}`);
    send('GET', '/user/check-heart');
    return;
  }
  for (const path of ['/user/xp', '/user/streak', '/user/check-heart', '/notifications']) send('GET', path);
  if (pathname.replace(/\/+$/, '') === protectedPaths.dashboard) {
    send('GET', '/user/stats');
    send('GET', '/leagues/current');
    send('GET', '/friends');
    sendCourseCalls(sendEarly('GET', '/user/languages')).catch(() => undefined);
  }
}
