import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.ts';
import { createTestApp } from '../../test/helper.ts';

const valid = {
  name: 'Amara Okafor',
  email: 'amara@example.com',
  topic: 'learning',
  message: 'How do I type Yoruba tone marks?',
};

describe('contact form API', async () => {
  const { app, database } = await createTestApp();
  let ip = 0;
  // Each case comes from its own address so the per-IP limit only bites where a test wants it.
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: `10.0.0.${String(++ip)}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const count = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages))[0]?.n;

  it('stores a valid message and answers 201 with a receipt', async () => {
    const before = await count();
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ success: boolean; status: number; data: { id: string; receivedAt: string } }>();
    expect(body).toMatchObject({ success: true, status: 201 });
    expect(await count()).toBe((before ?? 0) + 1);
    const [row] = await database.db
      .select()
      .from(contactMessages)
      .where(sql`id = ${body.data.id}`);
    expect(row).toMatchObject({
      name: valid.name,
      email: valid.email,
      topic: 'learning',
      requestId: response.headers['x-request-id'],
    });
  });

  it('explains every invalid field and stores nothing', async () => {
    const before = await count();
    const response = await post({ name: ' ', email: 'nope', topic: 'spam', message: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      status: 400,
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields need attention.',
        fields: {
          name: 'Name is required.',
          email: 'Enter a valid e-mail address, like name@example.com.',
          topic: 'Choose a topic from the list.',
          message: 'Message must be at least 10 characters.',
        },
      },
    });
    expect(await count()).toBe(before);
  });

  it.each([
    ['an unknown field', { ...valid, role: 'admin' }],
    ['a NUL character', { ...valid, message: 'hello\u0000 world and more' }],
    ['a number for a text', { ...valid, name: 42 }],
    ['an array body', [valid]],
    ['null', null],
  ])('refuses %s with a 400', async (_, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ success: boolean }>().success).toBe(false);
  });

  it.each([
    ['malformed JSON', '{"name": '],
    ['a __proto__ key', '{"__proto__": {"polluted": true}, "name": "x"}'],
    ['a constructor.prototype key', '{"constructor": {"prototype": {"polluted": true}}}'],
  ])('refuses %s with a 400 and no pollution', async (_, raw) => {
    const response = await post(raw);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('BAD_REQUEST');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a body over 1 MiB with a 413', async () => {
    const response = await post({ ...valid, message: 'x'.repeat(1024 * 1024 + 10) });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a body that is not JSON with a 415', async () => {
    const response = await post('name=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(415);
  });

  it('stores SQL and LIKE wildcards literally', async () => {
    const tricky = { ...valid, name: "'; DROP TABLE contact_messages;-- %_\\" };
    const response = await post(tricky);
    expect(response.statusCode).toBe(201);
    const id = response.json<{ data: { id: string } }>().data.id;
    const [row] = await database.db
      .select()
      .from(contactMessages)
      .where(sql`id = ${id}`);
    expect(row?.name).toBe(tricky.name);
  });

  it('limits one address to 5 messages per 15 minutes', async () => {
    const send = () => app.inject({ method: 'POST', url: '/api/contact', remoteAddress: '192.0.2.77', payload: valid });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests\. Please wait .+ and try again\.$/) as string,
    });
  });
});
