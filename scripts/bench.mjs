// `npm run bench`: load figures for docs/performance.md. Starts the built server as `npm start` runs it, on
// PGlite (and on PostgreSQL when BENCH_DATABASE_URL names a database it may fill), and drives it
// from this process with 50 connections: cheap endpoints, the course map of a signed-in learner,
// and classrooms of 600 learners playing Swahili's first lesson (about one answer in five wrong,
// the rest right, each lesson played to its end and started again, so completions and their
// rewards are part of the mix). The answer check and the course map are also given as a share of
// `/api/health` in the same run, which is what stays comparable between machines. Run
// `npm run build` first. BENCH_SECONDS sets the length of each measurement (default 10);
// BENCH_ONLY=<text> measures only the rows whose name contains it; BENCH_PROFILE=<folder> writes
// the server's CPU profile (.cpuprofile, for Chromium's DevTools) there.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { parse } from 'yaml';
import { startBuiltServer } from './built-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const CONNECTIONS = 50;
// Enough learners that none passes the answer check's limit per learner (120 a minute) even at
// 1,000 answers a second: each connection plays for its share of them in turn.
const LEARNERS = Math.max(CONNECTIONS, Number(process.env.BENCH_LEARNERS ?? 600));
const WRONG_SHARE = 0.2;
const PASSWORD = 'Bench-run-password-1!';

// ---------------------------------------------------------------------------------------------
// The server and one keep-alive client

// Each bench learner signs up from an address of its own, as pupils' phones would (the answer
// check itself is limited per learner, so one address for all would do as well).
const startServer = (port, env) =>
  startBuiltServer({
    port,
    env: { TRUST_PROXY: 'true', ...env },
    nodeArgs: process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
  });

/** Resident memory of a process in MiB, from Linux's /proc. */
function rssMiB(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.match(/\d+/)?.[0] ?? 0) / 1024);
}

/** CPU time the process has used so far (user and system), in ms, from Linux's /proc. */
function cpuMs(pid) {
  // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** One request; resolves with the status and the parsed JSON body (if any). */
function call(port, method, path, { token, body, address, headers = {} } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          ...headers,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(address ? { 'x-forwarded-for': address } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode ?? 0, json });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function must(port, method, path, options) {
  const response = await call(port, method, path, options);
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.json)}`);
  return response.json?.data;
}

// ---------------------------------------------------------------------------------------------
// Measuring: `CONNECTIONS` loops for a fixed time, every timed request's latency kept

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Runs `loop(timed)` on every connection until the time is up; `timed(promise)` counts one
 * request of the figure being measured (a learner's loop also makes untimed calls, such as
 * starting the next lesson).
 */
async function measure(pid, loop) {
  const latencies = [];
  let unexpected = 0;
  const until = Date.now() + DURATION_MS;
  const timed = async (send, expected = (status) => status < 300) => {
    const started = process.hrtime.bigint();
    const response = await send();
    latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (!expected(response.status)) unexpected += 1;
    return response;
  };
  const began = Date.now();
  const cpuBefore = cpuMs(pid);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, index) => {
      while (Date.now() < until) await loop(timed, index);
    }),
  );
  const seconds = (Date.now() - began) / 1000;
  const cpu = cpuMs(pid) - cpuBefore;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    unexpected,
    // The server's own CPU per request (all its threads): what the machine's noise moves least.
    cpuPerRequest: latencies.length === 0 ? 0 : cpu / latencies.length,
    errorRate: latencies.length === 0 ? 0 : unexpected / latencies.length,
  };
}

// ---------------------------------------------------------------------------------------------
// The classroom: learners on Swahili's first lesson, answered from the course's own YAML

const swahiliLesson = parse(readFileSync(join(root, 'content/courses/sw/units/01-greetings.yaml'), 'utf8')).lessons[0];

/** The right and a wrong answer to each exercise of the lesson, in the payload's ids. */
function answerKey(exercises) {
  const authored = swahiliLesson.exercises;
  if (authored.length !== exercises.length) {
    throw new Error(`Swahili's first lesson has ${exercises.length} exercises, its YAML ${authored.length}`);
  }
  const idOf = (items, text, used = new Set()) => {
    const item = items.find((candidate) => candidate.text === text && !used.has(candidate.id));
    if (!item) throw new Error(`no item "${text}"`);
    used.add(item.id);
    return item.id;
  };
  const other = (items, id) => items.find((item) => item.id !== id)?.id;
  return [...exercises]
    .sort((a, b) => a.position - b.position)
    .map((exercise, index) => {
      const source = authored[index];
      let right;
      let wrong;
      if (exercise.type === 'select' || (exercise.type === 'fill_blank' && exercise.options)) {
        right = idOf(exercise.options, source.answer ?? source.choice.answer);
        wrong = other(exercise.options, right);
      } else if (exercise.type === 'match_pairs') {
        right = source.pairs.map(([left, meaning]) => [idOf(exercise.left, left), idOf(exercise.right, meaning)]);
        wrong = right.map(([left], i) => [left, right[(i + 1) % right.length][1]]);
      } else if (exercise.type === 'word_bank') {
        const used = new Set();
        right = source.answers[0].split(' ').map((word) => idOf(exercise.tiles, word, used));
        wrong = [...right].reverse();
      } else if (exercise.type === 'speak') {
        // Said and marked by the learner, not checked (learnerStep).
        return { id: exercise.id, speak: true };
      } else {
        right = (source.answers ?? source.choice?.answers)?.[0] ?? source.say;
        wrong = 'hapana kabisa';
      }
      return { id: exercise.id, right, wrong };
    });
}

async function newLearner(port, index, languageId) {
  const address = `10.${Math.floor(index / 250)}.${index % 250}.${1 + Math.floor(Math.random() * 250)}`;
  const email = `bench-${index}-${Date.now()}@example.com`;
  await must(port, 'POST', '/api/auth/register', { body: { email, password: PASSWORD }, address });
  const { access_token: token } = await must(port, 'POST', '/api/auth/login', {
    body: { email, password: PASSWORD },
    address,
  });
  // Premium's unlimited hearts: a wrong answer never stops a bench learner (it is still graded,
  // recorded and scheduled for review; only the heart is not taken).
  await must(port, 'POST', '/api/store/premium/trial', { token, address });
  const { next_lesson_id: lessonId } = await must(port, 'POST', '/api/user/onboarding', {
    token,
    address,
    body: { language_id: languageId, daily_goal: 20 },
  });
  return { token, address, lessonId, key: undefined, attemptId: undefined, step: 0, wrongOnce: false };
}

/** One step of a learner: start the lesson when none is open, else answer the next exercise. */
async function learnerStep(port, learner, timed) {
  const { token, address } = learner;
  if (!learner.attemptId) {
    const attempt = await must(port, 'POST', `/api/lesson/start/${learner.lessonId}`, { token, address });
    learner.key ??= answerKey((await must(port, 'GET', `/api/lesson/${learner.lessonId}`, { token })).exercises);
    learner.attemptId = attempt.lesson_attempt_id;
    learner.step = 0;
    return;
  }
  const exercise = learner.key[learner.step];
  if (exercise.speak) {
    // The lesson's speak exercise, marked as a learner marks it: not an answer check, so not timed.
    const attempt = await must(port, 'POST', `/api/exercise/spoken/${exercise.id}`, {
      token,
      address,
      body: { lesson_attempt_id: learner.attemptId },
    });
    learner.step += 1;
    if (attempt.status === 'completed') learner.attemptId = undefined;
    return;
  }
  const wrong = !learner.wrongOnce && Math.random() < WRONG_SHARE;
  const response = await timed(() =>
    call(port, 'POST', `/api/exercise/check/${exercise.id}`, {
      token,
      address,
      // As the web client does: a retried submission is answered once.
      headers: { 'idempotency-key': randomUUID() },
      body: { lesson_attempt_id: learner.attemptId, answer: wrong ? exercise.wrong : exercise.right },
    }),
  );
  const result = response.json?.data;
  if (response.status !== 200) throw new Error(`answer check: ${response.status} ${JSON.stringify(response.json)}`);
  if (!wrong && !result.correct) throw new Error(`the bench's right answer to exercise ${learner.step + 1} was wrong`);
  learner.wrongOnce = wrong;
  if (wrong) return;
  learner.step += 1;
  if (result.attempt.status === 'completed') learner.attemptId = undefined;
}

// ---------------------------------------------------------------------------------------------

const row = (name, figures, health) =>
  `${name.padEnd(30)} ${String(Math.round(figures.perSecond)).padStart(7)} ${figures.p50.toFixed(1).padStart(7)} ms ${figures.p95.toFixed(1).padStart(7)} ms ${figures.p99.toFixed(1).padStart(7)} ms ${health ? `${((figures.perSecond / health.perSecond) * 100).toFixed(1).padStart(6)}%` : '       '} ${(figures.errorRate * 100).toFixed(2).padStart(6)}% ${(figures.cpuPerRequest * 1000).toFixed(0).padStart(7)} µs`;

async function run(label, env) {
  const port = 3900 + Math.floor(Math.random() * 50);
  const server = await startServer(port, env);
  const idle = rssMiB(server.pid);
  const languages = await must(port, 'GET', '/api/language');
  const swahili = languages.find((language) => language.code === 'sw');
  if (!swahili) throw new Error('the Swahili course is not imported');
  const learners = [];
  for (let i = 0; i < LEARNERS; i += 20) {
    const batch = Array.from({ length: Math.min(20, LEARNERS - i) }, (_, j) => newLearner(port, i + j, swahili.id));
    learners.push(...(await Promise.all(batch)));
  }
  // Each connection plays for its own learners in turn.
  const turns = Array.from({ length: CONNECTIONS }, () => 0);
  const nextLearner = (connection) => {
    const mine = Math.ceil((LEARNERS - connection) / CONNECTIONS);
    turns[connection] = (turns[connection] + 1) % mine;
    return learners[connection + turns[connection] * CONNECTIONS];
  };

  const get = (path, options) => async (timed) => {
    await timed(() => call(port, 'GET', path, options));
  };
  const rows = [
    ['database  GET /api/ready', () => measure(server.pid, get('/api/ready'))],
    [
      'app shell GET /dashboard',
      () => measure(server.pid, get('/dashboard', { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } })),
    ],
    ['public    GET /mission (SSR)', () => measure(server.pid, get('/mission', { headers: { accept: 'text/html' } }))],
    ['catalogue GET /api/language', () => measure(server.pid, get('/api/language'))],
    [
      'course map GET /api/unit/:id',
      () => measure(server.pid, (timed, i) => get(`/api/unit/${swahili.id}`, { token: learners[i].token })(timed)),
    ],
    [
      `answer check (${LEARNERS} learners)`,
      async () => {
        // Every learner opens the lesson first, so that the measured time is answering.
        for (let i = 0; i < LEARNERS; i += CONNECTIONS) {
          await Promise.all(learners.slice(i, i + CONNECTIONS).map((learner) => learnerStep(port, learner)));
        }
        return measure(server.pid, (timed, i) => learnerStep(port, nextLearner(i), timed));
      },
    ],
  ].filter(([name]) => name.includes(process.env.BENCH_ONLY ?? ''));

  await measure(server.pid, get('/api/health')); // warm-up: the server's code compiled, the connections open
  const health = await measure(server.pid, get('/api/health'));
  const results = [['liveness  GET /api/health', health]];
  for (const [name, run] of rows) results.push([name, await run()]);
  const loaded = rssMiB(server.pid);
  await server.stop();

  console.log(`\n${label}: ${CONNECTIONS} connections, ${DURATION_MS / 1000} s each`);
  console.log('endpoint                         req/s      p50        p95        p99   of health  errors  CPU/req');
  for (const [name, figures] of results)
    console.log(row(name, figures, name.startsWith('liveness') ? undefined : health));
  console.log(`server memory (RSS): ${idle} MiB after start, ${loaded} MiB after the load`);
}

await run('PGlite (embedded default)', {});
if (process.env.BENCH_DATABASE_URL) await run('PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL });
agent.destroy();
