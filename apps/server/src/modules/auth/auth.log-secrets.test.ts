import { describe, expect, it } from 'vitest';
import { loggableUrl } from '../../lib/log-redaction.ts';
import { signUp } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';
import { readOutbox } from '../../test/outbox.ts';

describe('secrets in the log', async () => {
  const lines: string[] = [];
  // The default level, as `npm start` runs it: every request is logged.
  const { app, config } = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logger: true,
    logStream: { write: (line) => lines.push(line) },
  });
  const tokenOf = (subject: string) => {
    const mail = readOutbox(config.dataDir).find((each) => each.subject === subject);
    return new URL(mail?.link ?? 'http://x').searchParams.get('token') ?? '';
  };

  it('never writes a mailed token into a log line, through the links and the API calls they make', async () => {
    const learner = await signUp(app, { email: 'nomvula@example.com' });
    await app.inject({ method: 'POST', url: '/api/auth/init-reset-password', payload: { email: learner.email } });
    await app.whenIdle();
    const tokens = [tokenOf('Confirm your e-mail for Roots'), tokenOf('Reset your Roots password')];
    expect(tokens.every((token) => token.length > 20)).toBe(true);
    const [verify = '', reset = ''] = tokens;
    // What the learner's browser does with each link: opens the page, whose code posts the token.
    await app.inject({ method: 'GET', url: `/auth/verify-email?token=${verify}` });
    await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: verify } });
    await app.inject({ method: 'GET', url: `/auth/reset-password?token=${reset}&from=mail` });
    await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: reset, password: 'Ngiyabonga!2027' },
    });
    // A link opened with the token's parameter name in another case or encoded.
    await app.inject({ method: 'GET', url: `/auth/reset-password?%74oken=${reset}` });
    expect(lines.length).toBeGreaterThan(8);
    const log = lines.join('');
    for (const token of tokens) expect(log).not.toContain(token);
    expect(log).toContain('/auth/reset-password?token=[redacted]&from=mail');
  });

  it('keeps the parameters that are not secrets', () => {
    expect(loggableUrl('/api/leaderboard?period=week&scope=everyone')).toBe(
      '/api/leaderboard?period=week&scope=everyone',
    );
    expect(loggableUrl('/auth/google/callback?code=abc&state=def&scope=email')).toBe(
      '/auth/google/callback?code=[redacted]&state=[redacted]&scope=email',
    );
  });
});
