import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { AppError } from '@roots/shared/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { errors } from './openapi.ts';
import { sendFilesFrom } from './static-files.ts';

/**
 * Whether a request asks to be spared (issue 41 §4): the browser's data saver is on (`Save-Data:
 * on`), or its connection is 2G (the `ECT` client hint, which pages ask for with `Accept-CH`). The
 * web app reads the same from `navigator.connection` for what it decides itself (apps/web/src/
 * lib/data-saver.ts).
 */
export function savesData(headers: IncomingHttpHeaders): boolean {
  const ect = headers.ect;
  return headers['save-data'] === 'on' || ect === '2g' || ect === 'slow-2g';
}

/** An uploaded picture's name, as the stores give them: a fresh id, WebP. */
const PICTURE_NAME = /^[0-9a-f-]{36}\.webp$/;

/** The small copy of a picture, beside it. */
export const smallCopyOf = (name: string) => name.replace(/\.webp$/, '.small.webp');

/**
 * The small copy of a stored picture, made from it the first time it is asked for and kept (so
 * uploads from before there were small copies have them too).
 */
async function smallCopy(dir: string, name: string, size: { width: number; height: number }) {
  const small = smallCopyOf(name);
  if (existsSync(join(dir, small))) return small;
  // Written aside and renamed: a request at the same moment never reads half a file.
  const partial = join(dir, `${randomUUID()}.partial`);
  try {
    await sharp(join(dir, name))
      .resize(size.width, size.height, { fit: 'cover' })
      .webp({ quality: 70 })
      .toFile(partial);
    await rename(partial, join(dir, small));
  } finally {
    await rm(partial, { force: true });
  }
  return small;
}

/**
 * Serves the pictures of a store (avatars, blog images) at `prefix` + their name, each cached for a
 * year (a new upload has a new name): the stored size, or where the request saves data
 * (`savesData`), a copy of `small` size.
 */
export async function servePictures(
  app: FastifyInstance,
  {
    dir,
    prefix,
    small,
    tags,
    what,
  }: { dir: string; prefix: string; small: { width: number; height: number }; tags: string[]; what: string },
) {
  await app.register(async (pictures) => {
    await sendFilesFrom(pictures, dir);
    pictures.withTypeProvider<ZodTypeProvider>().get(
      `${prefix}:name`,
      {
        schema: {
          tags,
          summary: `${what} (WebP); ${String(small.width)}×${String(small.height)} with Save-Data or on 2G`,
          params: z.object({ name: z.string().max(100) }),
          response: { 200: z.unknown(), ...errors(404) },
        },
      },
      async (request, reply) => {
        const { name } = request.params;
        if (!PICTURE_NAME.test(name) || !existsSync(join(dir, name))) {
          throw new AppError('NOT_FOUND', 'There is no such picture.');
        }
        void reply.header('vary', 'Save-Data, ECT');
        return reply.sendFile(savesData(request.headers) ? await smallCopy(dir, name, small) : name);
      },
    );
  });
}
