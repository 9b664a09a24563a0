import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './auth.tokens.ts';

const SECRET = 's'.repeat(48);
const claims = {
  userId: '6f1c3a52-0b7e-4d8e-9a51-3f0d2c7b9e11',
  sessionId: '0b9d6c4e-2f3a-4e7b-8c1d-5a6f7e8d9c0b',
  tokenVersion: 2,
};

describe('access tokens', () => {
  it('remembers a verified token until the second it expires, then refuses it', async () => {
    // jose stamps a new token from the real clock; the checks follow the injected one.
    let clock = Date.now();
    const tokens = createAccessTokens(SECRET, { now: () => clock });
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    clock += (ACCESS_TOKEN_TTL_SECONDS - 2) * 1000;
    expect(await tokens.verify(token)).toEqual(claims);
    clock += 3000;
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('never answers an edited token from what it remembers of the original', async () => {
    const tokens = createAccessTokens(SECRET);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const edited = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header ?? ''}.${Buffer.from(JSON.stringify({ ...edited, ver: 3 })).toString('base64url')}.${signature ?? ''}`;
    expect(await tokens.verify(forged)).toBeUndefined();
    expect(await tokens.verify(`${token}x`)).toBeUndefined();
  });

  it('does not take a token signed with another secret', async () => {
    const other = await createAccessTokens('o'.repeat(48)).sign(claims);
    expect(await createAccessTokens(SECRET).verify(other)).toBeUndefined();
  });
});
