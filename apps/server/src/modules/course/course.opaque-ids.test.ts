import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { CourseUnit, Exercise, Language, Lesson } from '@roots/shared/contracts/learning';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exercises } from '../../db/schema.ts';
import { contentDir } from '../../paths.ts';
import { signUp } from '../../test/factories.ts';
import { createTestApp } from '../../test/helper.ts';
import { gradeExercise } from '@roots/shared/domain/exercise-grader';
import type { ExerciseRow } from './course-exercise.repository.ts';

/**
 * A script that sees only what a learner is sent (ids and order) must grade at chance level: ids
 * are random per exercise, lists are shuffled with crypto randomness, clip URLs are random names.
 * Every lesson of every shipped course is fetched through the API and graded by the server's grader.
 */
interface Envelope<T> {
  data: T;
}
interface Item {
  id: string;
  text: string;
}
const byId = (items: readonly Item[] = []) => [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
const randomOrder = (items: readonly Item[] = []) =>
  items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
const prefixes = (items: Item[]) => items.map((_, k) => items.slice(0, k + 1).map((t) => t.id));

/** What a script can try from ids and order alone; a tile strategy counts if any prefix is right. */
const strategies = {
  options: {
    'first in payload order': (e: Exercise) => [e.options?.[0]?.id],
    'smallest id': (e: Exercise) => [byId(e.options)[0]?.id],
    'largest id': (e: Exercise) => [byId(e.options).at(-1)?.id],
  },
  tiles: {
    'a prefix, payload order': (e: Exercise) => prefixes(e.tiles ?? []),
    'a prefix, id order': (e: Exercise) => prefixes(byId(e.tiles)),
    'a prefix, random order (chance)': (e: Exercise) => prefixes(randomOrder(e.tiles)),
  },
  pairs: {
    'by payload position': (e: Exercise) => [(e.left ?? []).map((l, i) => [l.id, e.right?.[i]?.id ?? ''])],
    'by sorted id': (e: Exercise) => {
      const right = byId(e.right);
      return [byId(e.left).map((l, i) => [l.id, right[i]?.id ?? ''])];
    },
  },
} as const;
type Kind = keyof typeof strategies;

interface Tally {
  right: number;
  total: number;
  /** The sum of each exercise's chance of a blind guess (options), or pairs right and pairs (pairs). */
  chance: number;
  pairsRight: number;
  pairs: number;
}
type Tallies = Record<string, Tally>;

function kindOf(exercise: Exercise): Kind | undefined {
  if (exercise.options) return 'options';
  if (exercise.type === 'word_bank') return 'tiles';
  if (exercise.type === 'match_pairs') return 'pairs';
  return undefined;
}

function play(lessons: { exercise: Exercise; row: ExerciseRow; locale: string }[]): Tallies {
  const tallies: Tallies = {};
  for (const { exercise, row, locale } of lessons) {
    const kind = kindOf(exercise);
    if (!kind) continue;
    for (const [name, guess] of Object.entries(strategies[kind])) {
      const tally = (tallies[`${kind}: ${name}`] ??= { right: 0, total: 0, chance: 0, pairsRight: 0, pairs: 0 });
      const graded = (guess as (e: Exercise) => unknown[])(exercise).map((answer) =>
        gradeExercise(row, answer, { locale, courseWords: new Set() }),
      );
      tally.total += 1;
      if (graded.some((g) => g.verdict === 'correct')) tally.right += 1;
      if (kind === 'options') tally.chance += 1 / (exercise.options?.length ?? 1);
      if (kind === 'pairs') {
        const n = exercise.left?.length ?? 0;
        tally.pairs += n;
        tally.pairsRight += n - (graded[0]?.wrongPairs?.length ?? 0);
      }
    }
  }
  return tallies;
}

const rate = (tally: Tally | undefined) => (tally ? tally.right / tally.total : Number.NaN);

// Every lesson of the eight courses through the API, and the Swahili course's three times over in
// the last test: 70 s of a two-core machine that runs a second suite.
describe('ids and clip names reveal nothing', { timeout: 240_000 }, async () => {
  const { app, database } = await createTestApp({ importContent: true });
  const { headers } = await signUp(app);
  const get = async <T>(url: string) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json<Envelope<T>>().data;
  };

  /** Every exercise of every lesson as the learner receives it, with its row for the grader. */
  async function everyExercise(codes?: string[]) {
    const played: { exercise: Exercise; row: ExerciseRow; locale: string }[] = [];
    for (const language of await get<Language[]>('/api/language')) {
      if (codes && !codes.includes(language.code)) continue;
      for (const unit of await get<CourseUnit[]>(`/api/unit/${language.id}`)) {
        for (const { id } of unit.lessons) {
          const lesson = await get<Lesson>(`/api/lesson/${id}`);
          const rows = await database.db
            .select()
            .from(exercises)
            .where(
              inArray(
                exercises.id,
                lesson.exercises.map((e) => e.id),
              ),
            );
          for (const exercise of lesson.exercises) {
            const row = rows.find((r) => r.id === exercise.id);
            if (!row) throw new Error(`no row for ${exercise.id}`);
            played.push({ exercise, row, locale: language.code });
          }
        }
      }
    }
    return played;
  }

  it('plays every lesson of every course from ids and order alone at chance level', async () => {
    const played = await everyExercise();
    const tallies = play(played);
    const figures = Object.fromEntries(
      Object.entries(tallies).map(([name, t]) => [
        name,
        `${String(t.right)}/${String(t.total)} = ${rate(t).toFixed(3)}` +
          (t.chance ? ` (chance ${(t.chance / t.total).toFixed(3)})` : '') +
          (t.pairs ? `, pairs ${(t.pairsRight / t.pairs).toFixed(3)}` : ''),
      ]),
    );
    process.stdout.write(`guessing from ids and order: ${JSON.stringify(figures, null, 2)}\n`);

    for (const name of Object.keys(strategies.options)) {
      const tally = tallies[`options: ${name}`];
      expect(tally?.total).toBeGreaterThan(400);
      // About 1/number of options (a quarter to a third); 0.08 is more than five standard deviations.
      expect(rate(tally)).toBeLessThan(0.5);
      expect(Math.abs(rate(tally) - (tally?.chance ?? 0) / (tally?.total ?? 1))).toBeLessThan(0.08);
    }
    for (const name of ['a prefix, payload order', 'a prefix, id order']) {
      const tally = tallies[`tiles: ${name}`];
      expect(tally?.total).toBeGreaterThan(150);
      expect(rate(tally)).toBeLessThan(0.15);
    }
    for (const name of Object.keys(strategies.pairs)) {
      const tally = tallies[`pairs: ${name}`];
      expect(tally?.total).toBeGreaterThan(150);
      expect(rate(tally)).toBeLessThan(0.1);
      // Each pair is right with a chance of 1/n (four or five pairs).
      expect((tally?.pairsRight ?? 0) / (tally?.pairs ?? 1)).toBeLessThan(0.35);
    }
  });

  it('serves clips only under random names, cached for a year; the hashed file names are 404', async () => {
    const played = (await everyExercise(['sw'])).filter(({ exercise }) => exercise.type === 'listen');
    expect(played.length).toBeGreaterThan(10);
    const urls = new Set(played.map(({ exercise }) => exercise.audio_url));
    expect(urls.size).toBe(played.length);
    for (const { exercise, row } of played.slice(0, 3)) {
      const url = exercise.audio_url ?? '';
      expect(url).toMatch(/^\/api\/audio\/[0-9a-f]{20}\.ogg$/);
      expect(url).not.toContain(basename(row.audioFile ?? 'none', '.ogg'));
      const clip = await app.inject({ method: 'GET', url });
      expect(clip.statusCode).toBe(200);
      expect(clip.headers['content-type']).toContain('audio/ogg');
      expect(clip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(clip.rawPayload.equals(readFileSync(join(contentDir, 'audio', row.audioFile ?? '')))).toBe(true);
      expect((await app.inject({ method: 'GET', url: `/api/audio/${row.audioFile ?? ''}` })).statusCode).toBe(404);
    }
    for (const name of ['0123456789abcdef0123.ogg', '..%2F..%2Fpackage.json', 'sw']) {
      expect((await app.inject({ method: 'GET', url: `/api/audio/${name}` })).statusCode).toBe(404);
    }
  });

  it('re-keys a database imported with positional ids (migration 0010), keeping every answer right', async () => {
    const played = await everyExercise(['sw']);
    // Back to the old scheme: the right option is o1, l<i> pairs with r<i>, tiles are numbered in
    // answer order, and a clip's URL is its hashed file name.
    const before = new Map<string, { option?: string; pairs?: [string, string][] }>();
    await database.db.transaction(async (tx) => {
      for (const { row } of played) {
        const { payload, solution } = row;
        const text = (items: Item[] | undefined, id: string | undefined) => items?.find((i) => i.id === id)?.text;
        const renumber = (items: Item[] | undefined, order: string[], prefix: string) =>
          items?.map((item) => ({ ...item, id: `${prefix}${String(order.indexOf(item.id) + 1)}` }));
        const next = { payload: { ...payload }, solution: { ...solution }, audioUrl: row.audioUrl };
        if (payload.options && solution.option) {
          before.set(row.id, { option: text(payload.options, solution.option) });
          const order = [solution.option, ...payload.options.map((o) => o.id).filter((id) => id !== solution.option)];
          next.payload.options = renumber(payload.options, order, 'o');
          next.solution.option = 'o1';
        } else if (payload.left && payload.right && solution.pairs) {
          const lefts = Object.keys(solution.pairs);
          const rights = Object.values(solution.pairs);
          before.set(row.id, {
            pairs: lefts.map((l) => [text(payload.left, l) ?? '', text(payload.right, solution.pairs?.[l]) ?? '']),
          });
          next.payload.left = renumber(payload.left, lefts, 'l');
          next.payload.right = renumber(payload.right, rights, 'r');
          next.solution.pairs = Object.fromEntries(lefts.map((_, i) => [`l${String(i + 1)}`, `r${String(i + 1)}`]));
        } else if (payload.tiles) {
          const words = (solution.answers?.[0] ?? '').toLocaleLowerCase().split(/\s+/u);
          const inAnswer = words.flatMap((w) => payload.tiles?.filter((t) => t.text.toLocaleLowerCase() === w) ?? []);
          const order = [...new Set([...inAnswer, ...payload.tiles].map((t) => t.id))];
          next.payload.tiles = renumber(payload.tiles, order, 't');
        } else if (row.audioFile) {
          next.audioUrl = `/api/audio/${row.audioFile}`;
          Object.assign(next.payload, { audio: next.audioUrl });
        }
        await tx
          .update(exercises)
          .set({ ...next, audioFile: null })
          .where(eq(exercises.id, row.id));
      }
    });
    app.contentChanged();
    const legacy = play(await everyExercise(['sw']));
    expect(rate(legacy['options: smallest id'])).toBe(1);
    expect(rate(legacy['pairs: by sorted id'])).toBe(1);
    expect(rate(legacy['tiles: a prefix, id order'])).toBeGreaterThan(0.5);

    const migration = readFileSync(join(import.meta.dirname, '../../../drizzle/0010_opaque_ids.sql'), 'utf8');
    await database.db.transaction(async (tx) => {
      for (const statement of migration.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
    });
    app.contentChanged();

    const after = await everyExercise(['sw']);
    const rekeyed = play(after);
    expect(rate(rekeyed['options: smallest id'])).toBeLessThan(0.6);
    expect(rate(rekeyed['pairs: by sorted id'])).toBeLessThan(0.2);
    for (const { exercise, row } of after) {
      const grade = (answer: unknown) => gradeExercise(row, answer, { locale: 'sw', courseWords: new Set() }).verdict;
      const was = before.get(row.id);
      if (exercise.options) {
        expect(exercise.options.every((o) => /^[0-9a-f]{10}$/.test(o.id))).toBe(true);
        expect(grade(exercise.options.find((o) => o.text === was?.option)?.id)).toBe('correct');
      } else if (exercise.left && exercise.right) {
        expect([...exercise.left, ...exercise.right].every((o) => /^[0-9a-f]{10}$/.test(o.id))).toBe(true);
        const id = (items: Item[] | undefined, text: string) => items?.find((i) => i.text === text)?.id;
        expect(grade(was?.pairs?.map(([l, r]) => [id(exercise.left, l), id(exercise.right, r)]))).toBe('correct');
      } else if (exercise.tiles) {
        expect(exercise.tiles.every((o) => /^[0-9a-f]{10}$/.test(o.id))).toBe(true);
      } else if (exercise.type === 'listen') {
        expect(exercise.audio_url).toMatch(/^\/api\/audio\/[0-9a-f]{20}\.ogg$/);
        expect(row.payload).toEqual({});
        expect((await app.inject({ method: 'GET', url: exercise.audio_url ?? '' })).statusCode).toBe(200);
      }
    }
  });
});
