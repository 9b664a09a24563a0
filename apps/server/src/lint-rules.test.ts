import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');

describe('the layering lint rules', () => {
  it('fail a service that imports Drizzle, the schema, the database client, Fastify or builds a repository', async () => {
    // The fixture is ignored by `npm run lint`; here it is linted on purpose.
    const eslint = new ESLint({ cwd: root, ignore: false });
    const [result] = await eslint.lintFiles([join(import.meta.dirname, 'test/fixtures/lint/forbidden.service.ts')]);
    const restricted = (result?.messages ?? [])
      .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
      .map((message) => message.line);
    // drizzle-orm, fastify, db/client, db/schema and the repository's factory; its type import is fine.
    expect(restricted).toEqual([2, 3, 4, 5, 6]);
  }, 60_000);
});
