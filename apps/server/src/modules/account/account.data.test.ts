import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contactMessages, sessions, users } from '../../db/schema.ts';
import { send, signUp as signUpLearner } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';

const PASSWORD = 'Sannu!2026x';

describe('avatar, export and account deletion', async () => {
  const { app, database, config } = await createTestApp();
  const avatarsDir = join(config.dataDir, 'avatars');
  const signUp = async (email: string) =>
    (await signUpLearner(app, { email, password: PASSWORD, userAgent: 'Vitest browser' })).headers;
  const upload = (headers: Record<string, string>, body: Buffer, type = 'image/png') =>
    app.inject({ method: 'PUT', url: '/api/user/avatar', headers: { ...headers, 'content-type': type }, body });
  const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#c2410c' } })
    .png()
    // An upload with a colour profile and EXIF, neither of which the stored avatar keeps.
    .withIccProfile('srgb')
    .withExif({ IFD0: { Copyright: 'somewhere secret' } })
    .toBuffer();

  it('stores an upload as a 256×256 WebP served with a year of caching, and replaces the old file', async () => {
    expect((await sharp(png).metadata()).exif?.toString('latin1')).toContain('somewhere secret');
    const headers = await signUp('amina@example.com');
    const first = await upload(headers, png);
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json<{ data: { user_metadata: { avatar_url: string } } }>().data.user_metadata.avatar_url;
    expect(firstUrl).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}\.webp$/);

    const served = await app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 256, 256, undefined]);

    const jpeg = await sharp(png).jpeg().toBuffer();
    const second = await upload(headers, jpeg, 'image/jpeg');
    const secondUrl = second.json<{ data: { user_metadata: { avatar_url: string } } }>().data.user_metadata.avatar_url;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect(readdirSync(avatarsDir)).toContain(secondUrl.split('/').at(-1));

    const removed = await app.inject({ method: 'DELETE', url: '/api/user/avatar', headers });
    expect(removed.json()).toMatchObject({ data: { user_metadata: { avatar_url: null } } });
    expect(existsSync(join(avatarsDir, secondUrl.split('/').at(-1) ?? ''))).toBe(false);
  });

  // Issue 41 §4: with Save-Data or on 2G, pictures come at their smallest size.
  it('sends a 64 px copy of a picture where the connection saves data, and removes it with the picture', async () => {
    const headers = await signUp('saving@example.com');
    const url = (await upload(headers, png)).json<{ data: { user_metadata: { avatar_url: string } } }>().data
      .user_metadata.avatar_url;
    const sizeOf = async (requestHeaders: Record<string, string>) => {
      const served = await app.inject({ method: 'GET', url, headers: requestHeaders });
      expect(served.headers.vary).toBe('Save-Data, ECT');
      const meta = await sharp(served.rawPayload).metadata();
      return [served.statusCode, meta.format, meta.width, meta.height];
    };
    expect(await sizeOf({})).toEqual([200, 'webp', 256, 256]);
    expect(await sizeOf({ 'save-data': 'on' })).toEqual([200, 'webp', 64, 64]);
    expect(await sizeOf({ ect: '2g' })).toEqual([200, 'webp', 64, 64]);
    expect(await sizeOf({ ect: '4g', 'save-data': 'off' })).toEqual([200, 'webp', 256, 256]);
    const name = url.split('/').at(-1) ?? '';
    expect(readdirSync(avatarsDir)).toContain(name.replace('.webp', '.small.webp'));

    expect((await app.inject({ method: 'GET', url: '/api/avatars/not-a-picture.webp' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/avatars/..%2F..%2Fpglite' })).statusCode).toBe(404);
    await app.inject({ method: 'DELETE', url: '/api/user/avatar', headers });
    expect(readdirSync(avatarsDir).filter((file) => file.startsWith(name.slice(0, 36)))).toEqual([]);
  });

  it('refuses what is not an image, a lying content type and an oversized body with a clear 4xx', async () => {
    const headers = await signUp('bello@example.com');
    const text = await upload(headers, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/svg+xml');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ error: { message: 'Upload a PNG, JPEG, WebP or GIF image.' } });
    const fakePng = Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 1)]);
    expect((await upload(headers, fakePng)).statusCode).toBe(415);
    expect((await upload(headers, Buffer.alloc(6 * 1024 * 1024, 0))).statusCode).toBe(413);
    const json = await upload(headers, Buffer.from(JSON.stringify({ avatar: 'x' })), 'application/json');
    expect(json.statusCode).toBe(415);
    // A text body is parsed as a string: it must not reach sharp, which reads a string as a file path.
    const path = await upload(headers, Buffer.from(join(avatarsDir, 'x.webp')), 'text/plain');
    expect([path.statusCode, path.json()]).toMatchObject([
      415,
      { error: { message: expect.stringContaining('PNG') as string } },
    ]);
    expect((await upload({}, png)).statusCode).toBe(401);
    const [row] = await database.db.select().from(users).where(eq(users.emailKey, 'bello@example.com'));
    expect(row?.avatarUrl).toBeNull();
  });

  it('removes the picture through PATCH /user/profile with avatar_url null, and nothing else', async () => {
    const headers = await signUp('chidi@example.com');
    await upload(headers, png);
    const foreign = await send(app, 'PATCH', '/api/user/profile', headers, {
      avatar_url: 'https://tracker.example/pixel.gif',
    });
    expect(foreign.statusCode).toBe(400);
    const cleared = await send(app, 'PATCH', '/api/user/profile', headers, { avatar_url: null });
    expect(cleared.json()).toMatchObject({ data: { user_metadata: { avatar_url: null } } });
  });

  it('exports everything held about the learner as a JSON download, without secrets', async () => {
    const headers = await signUp('dayo@example.com');
    await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.3.1.1',
      payload: {
        name: 'Dayo',
        email: 'DAYO@example.com',
        topic: 'account',
        message: 'Can I change my e-mail address?',
      },
    });
    const response = await app.inject({ method: 'GET', url: '/api/user/export', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="roots-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const { data } = response.json<{ data: Record<string, unknown> }>();
    expect(data).toMatchObject({
      account: {
        email: 'dayo@example.com',
        username: expect.stringMatching(/^[A-Z][a-z]+\d{4}$/) as string,
        signs_in_with_password: true,
      },
      sessions: [{ user_agent: 'Vitest browser', ended_at: null }],
      contact_messages: [{ message: 'Can I change my e-mail address?' }],
    });
    expect(response.body).not.toMatch(/argon2|password_hash|token/i);
  });

  it('deletes the account only with the right password, and removes its personal data', async () => {
    const headers = await signUp('efe@example.com');
    await upload(headers, png);
    const other = await signUp('folake@example.com');
    await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.3.1.2',
      payload: { name: 'Efe', email: 'efe@example.com', topic: 'other', message: 'Hello from Benin City, Roots team!' },
    });
    const [before] = await database.db.select().from(users).where(eq(users.emailKey, 'efe@example.com'));

    const wrong = await send(app, 'DELETE', '/api/user/account', headers, { password: 'not-it' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: { fields: { password: 'That password is not right.' } } });
    const missing = await send(app, 'DELETE', '/api/user/account', headers, {});
    expect(missing.statusCode).toBe(403);
    expect(await database.db.select().from(users).where(eq(users.emailKey, 'efe@example.com'))).toHaveLength(1);

    const done = await send(app, 'DELETE', '/api/user/account', headers, { password: PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ data: { message: 'Your account and its data have been deleted.' } });
    expect(await database.db.select().from(users).where(eq(users.emailKey, 'efe@example.com'))).toHaveLength(0);
    expect(
      await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, before?.id ?? '')),
    ).toHaveLength(0);
    expect(
      await database.db.select().from(contactMessages).where(eq(contactMessages.email, 'efe@example.com')),
    ).toHaveLength(0);
    expect(existsSync(join(avatarsDir, before?.avatarUrl?.split('/').at(-1) ?? 'x'))).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/user/profile', headers })).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.3.1.3',
      payload: { email: 'efe@example.com', password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    // The other learner is untouched.
    expect((await app.inject({ method: 'GET', url: '/api/user/profile', headers: other })).statusCode).toBe(200);
  });
});
