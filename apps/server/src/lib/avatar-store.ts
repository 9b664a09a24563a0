import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '@roots/shared/errors';
import sharp from 'sharp';
import { smallCopyOf } from './pictures.ts';

export const AVATAR_URL_PREFIX = '/api/avatars/';
/** What the upload route accepts before decoding; the stored image is far smaller. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_SIZE = 256;
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);
export const NOT_AN_IMAGE = 'Upload a PNG, JPEG, WebP or GIF image.';

/**
 * Images an admin uploads for blog posts, under `DATA_DIR/blog-images`: decoded and re-encoded
 * like avatars (metadata gone, a new random name each time), as 1280×720 WebP.
 */
export const BLOG_IMAGE_URL_PREFIX = '/api/blog-images/';
export function createBlogImageStore(dataDir: string) {
  const dir = join(dataDir, 'blog-images');
  mkdirSync(dir, { recursive: true });
  return {
    dir,
    async save(upload: Buffer): Promise<string> {
      const name = `${randomUUID()}.webp`;
      await writeFile(join(dir, name), await reencode(upload, { width: 1280, height: 720 }));
      return BLOG_IMAGE_URL_PREFIX + name;
    },
  };
}

export type BlogImageStore = ReturnType<typeof createBlogImageStore>;

/** Decodes an upload and writes it anew as WebP of a given size; anything not an image is a 415. */
async function reencode(upload: Buffer, size: { width: number; height: number }): Promise<Buffer> {
  try {
    // limitInputPixels refuses decompression bombs (a tiny file that expands to gigabytes).
    const input = sharp(upload, { limitInputPixels: 40_000_000, animated: false });
    const { format } = await input.metadata();
    if (!ACCEPTED_FORMATS.has(format)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE);
    return await input.rotate().resize(size.width, size.height, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE);
  }
}

/**
 * Avatars under `DATA_DIR/avatars`. Every upload is decoded and re-encoded (256×256 WebP): the
 * stored file is always a small, valid image whatever was sent, and its metadata (EXIF location)
 * is gone. Each upload gets a new file name, so the files can be cached forever.
 */
export function createAvatarStore(dataDir: string) {
  const dir = join(dataDir, 'avatars');
  mkdirSync(dir, { recursive: true });

  return {
    dir,

    async save(upload: Buffer): Promise<string> {
      const image = await reencode(upload, { width: AVATAR_SIZE, height: AVATAR_SIZE });
      const name = `${randomUUID()}.webp`;
      await writeFile(join(dir, name), image);
      return AVATAR_URL_PREFIX + name;
    },

    /** Removes a stored avatar by its URL; URLs that are not ours are ignored. */
    async remove(url: string | null): Promise<void> {
      if (!url?.startsWith(AVATAR_URL_PREFIX)) return;
      const name = url.slice(AVATAR_URL_PREFIX.length);
      if (!/^[0-9a-f-]{36}\.webp$/.test(name)) return;
      await rm(join(dir, name), { force: true });
      // And its small copy, where a connection that saves data asked for one (lib/pictures.ts).
      await rm(join(dir, smallCopyOf(name)), { force: true });
    },
  };
}

export type AvatarStore = ReturnType<typeof createAvatarStore>;
