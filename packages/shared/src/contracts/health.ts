import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
export const readinessSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  /** `off` without REDIS_URL; `down` while it is unreachable (limits then count per instance). */
  redis: z.enum(['up', 'down', 'off']),
  /** Programs that make clips (ffmpeg, oggenc, espeak-ng) not installed here: new clips cannot be made. */
  clipTools: z.object({ missing: z.array(z.string()) }),
  /** Where contributors' clips are kept (CLIP_STORE); `down` while its bucket does not answer. */
  clipStore: z.object({ kind: z.enum(['folder', 'database', 's3']), state: z.enum(['up', 'down']) }),
});
