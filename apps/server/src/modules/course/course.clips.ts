import { createHash, randomBytes } from 'node:crypto';

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
