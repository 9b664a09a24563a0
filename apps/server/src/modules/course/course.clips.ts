import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '@roots/shared/errors';

/**
 * The clip of a listen exercise on disk: `content/audio/<code>/<hash>.ogg`, named by a hash of what
 * it says (so `npm run content:audio` knows which clips are missing). Never shown to a learner.
 */
export function audioFileName(say: string): string {
  return `${createHash('sha256').update(say.normalize('NFC')).digest('hex').slice(0, 16)}.ogg`;
}

/**
 * Where the learner fetches a clip: a random name per exercise, made at import and resolved by the
 * audio route through `exercises.audio_url`, so the URL says nothing about the answer.
 */
export const AUDIO_URL_PREFIX = '/api/audio/';
const CLIP_NAME = /^[0-9a-f]{20}\.ogg$/;

export function newClipUrl(): string {
  return `${AUDIO_URL_PREFIX}${randomBytes(10).toString('hex')}.ogg`;
}

/** The URL of a clip name, or undefined when the name cannot be one. */
export function clipUrlOf(name: string): string | undefined {
  return CLIP_NAME.test(name) ? `${AUDIO_URL_PREFIX}${name}` : undefined;
}

/**
 * The two homes of clips: an admin's recordings under `DATA_DIR/audio` (made in the CMS) and the
 * course files' under `content/audio`. Both use the same `<code>/<name>.ogg` layout, and a
 * recording wins: an admin records a sentence because the synthetic clip was not good enough.
 */
export interface ClipFolders {
  recordings: string;
  course: string;
}

/** The folder holding a clip (`<code>/<name>.ogg`), recordings first; undefined when neither does. */
export function clipRoot(folders: ClipFolders, file: string): string | undefined {
  return [folders.recordings, folders.course].find((root) => existsSync(join(root, file)));
}

/** Where to send a clip from; a 404 when its file is gone from both folders. */
export function locateClip(folders: ClipFolders, file: string): { root: string; file: string } {
  const root = clipRoot(folders, file);
  if (!root) throw new AppError('NOT_FOUND', 'We could not find that clip.');
  return { root, file };
}

/** The clip file of a sentence in a language, relative to its folder. */
export function clipFileOf(code: string, say: string): string {
  return `${code}/${audioFileName(say)}`;
}
