// `npm run bench:leaderboard`: seeds 100,000 learners with ten XP credits each (1,000,000 ledger
// rows over 60 days) in a scratch database on the PostgreSQL server of BENCH_DATABASE_URL
// (default the test server), then times the leaderboard as a learner asks for it. The scratch
// database is dropped afterwards.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { createLearningServices } from '../composition.ts';
import { unitOfWork } from '../repositories.ts';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `roots_bench_${randomBytes(4).toString('hex')}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString() });
try {
  await database.migrate();
  const seed = new pg.Client({ connectionString: url.toString() });
  await seed.connect();
  let started = performance.now();
  await seed.query(
    `insert into users (email, email_key, username, username_key)
     select 'b' || i || '@example.com', 'b' || i || '@example.com', 'b' || i, 'b' || i from generate_series(1, $1) i`,
    [LEARNERS],
  );
  await seed.query(
    `insert into xp_ledger (user_id, amount, source, created_at)
     select u.id, 1 + (random() * 30)::int, 'lesson', now() - random() * interval '60 days'
     from users u, generate_series(1, 10)`,
  );
  // Each account has its learner row, with the running total the credits kept.
  await seed.query(
    `insert into learner_stats (user_id, xp_total)
     select user_id, sum(amount)::int from xp_ledger group by user_id`,
  );
  const viewer = (await seed.query<{ id: string }>(`select id from users where username = 'b77777'`)).rows[0]?.id ?? '';
  await seed.query(
    `insert into friendships (user_low, user_high, requester_id, status)
     select least($1::uuid, id), greatest($1::uuid, id), $1::uuid, 'accepted'
     from users where id <> $1::uuid order by username limit 30`,
    [viewer],
  );
  await seed.query('analyze');
  await seed.end();
  console.error(`seeded ${String(LEARNERS)} learners in ${String(Math.round(performance.now() - started))} ms`);

  const { leaderboard } = createLearningServices({ uow: unitOfWork(database.db) });
  for (const [period, scope] of [
    ['week', 'everyone'],
    ['all', 'everyone'],
    ['week', 'friends'],
  ] as const) {
    await leaderboard.leaderboard(viewer, period, scope);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      started = performance.now();
      await leaderboard.leaderboard(viewer, period, scope);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
    console.error(
      `leaderboard ${period}/${scope}: p50 ${String(at(0.5))} ms, p99 ${String(at(0.99))} ms (${String(RUNS)} runs)`,
    );
  }
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
