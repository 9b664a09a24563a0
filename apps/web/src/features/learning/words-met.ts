import { local } from '../../lib/storage.ts';

/**
 * The lessons whose new words a learner has gone through (the introduction step), remembered in
 * this browser: a learner who comes back to an unfinished lesson gets "Skip" on its words. A
 * completed lesson never shows them again whatever this says (the server knows it is completed).
 */
const KEY = 'wordsMet';
/** Enough for every lesson of several courses; the oldest are forgotten first. */
const LIMIT = 400;

function read(): Record<string, string[]> {
  try {
    const value: unknown = JSON.parse(local.get(KEY) ?? '{}');
    return value !== null && typeof value === 'object' ? (value as Record<string, string[]>) : {};
  } catch {
    return {};
  }
}

export function hasMetWords(userId: string, lessonId: string): boolean {
  const lessons = read()[userId];
  return Array.isArray(lessons) && lessons.includes(lessonId);
}

export function markWordsMet(userId: string, lessonId: string): void {
  const all = read();
  const lessons = (Array.isArray(all[userId]) ? (all[userId] ?? []) : []).filter((id) => id !== lessonId);
  all[userId] = [...lessons, lessonId].slice(-LIMIT);
  local.set(KEY, JSON.stringify(all));
}
