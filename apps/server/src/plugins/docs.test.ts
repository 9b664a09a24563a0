import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper.ts';
import { acceptsGzip } from './docs.ts';

describe('the OpenAPI document', async () => {
  // What each answer of the document hands to Node, to see that every answer sends the same bytes.
  const sent: unknown[] = [];
  const { app } = await createTestApp({
    extend: (instance) => {
      instance.addHook('onSend', (request, _reply, payload, done) => {
        if (request.url === '/api/docs/json') sent.push(payload);
        done(null, payload);
      });
    },
  });

  it('answers 200 with a strong ETag and a Cache-Control, and 304 to If-None-Match', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(first.headers['content-encoding']).toBeUndefined();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.json<{ openapi: string }>().openapi).toMatch(/^3\./);

    const again = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // If-None-Match compares weakly and may list several tags.
    const weak = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);
    const stale = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'if-none-match': '"other"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('sends one Buffer, made once, to every request', async () => {
    sent.length = 0;
    await app.inject({ method: 'GET', url: '/api/docs/json' });
    await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(sent).toHaveLength(2);
    expect(Buffer.isBuffer(sent[0])).toBe(true);
    expect(sent[1]).toBe(sent[0]);
  });

  it('sends gzipped bytes made once, under an ETag of their own, and never compresses per answer', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/docs/json' });
    sent.length = 0;
    const zipped = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br;q=1, gzip;q=0.5' },
    });
    await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(sent[1]).toBe(sent[0]);
    // A client that takes brotli but not gzip gets the plain bytes, not a brotli made for it.
    const brotliOnly = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(brotliOnly.headers['content-encoding']).toBeUndefined();
    expect(brotliOnly.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('serves the YAML form the same way', async () => {
    const yaml = await app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.headers['content-type']).toBe('application/x-yaml');
    expect(yaml.body).toMatch(/^openapi: 3\./);
    const again = await app.inject({
      method: 'GET',
      url: '/api/docs/yaml',
      headers: { 'if-none-match': String(yaml.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('Accept-Encoding', () => {
  it('takes gzip by name or by *, unless its weight is zero', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.2')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*;q=0.5, gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity, *;q=0')).toBe(false);
  });
});
