/** The Network Information API, where the browser has it (Chromium). */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the learner's connection asks Roots to spare it (issue 41 §4): they turned on their
 * browser's data saver (Save-Data), or the connection is 2G. Then no page is prefetched
 * (app/prefetch.ts), a clip is only fetched when tapped (clipPreload), a visitor's browser gets no
 * service worker (lib/app-updates.ts); pictures come at their smallest size, which the server
 * picks from the same signals sent as request headers (apps/server/src/lib/images.ts).
 */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g';
}

/** How a clip's `<audio>` loads: at once, ready to play, or nothing until it is played. */
export const clipPreload = (): 'auto' | 'none' => (savesData() ? 'none' : 'auto');
