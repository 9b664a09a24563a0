import type { Language } from '@roots/shared/contracts/learning';
import type { VoiceCredits, VoicesMe } from '@roots/shared/contracts/voices';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { signUp, type TestLearner } from '../../test/factories.ts';
import { installed } from '../../test/speech.ts';
import { listenExercise, voicesTestApp } from '../../test/voices.ts';

const ADMIN = 'credits-admin@example.com';

describe.skipIf(!installed('ffmpeg'))('voices: the credits page and how voiced each course is', () => {
  const t = voicesTestApp(ADMIN);
  const { call, contributor, studio, recordApproved } = t;

  const credits = async () => {
    const response = await call(undefined, 'GET', '/api/voices/credits');
    expect(response.statusCode).toBe(200);
    return { body: response.body, data: response.json<{ data: VoiceCredits }>().data, response };
  };
  const namesIn = (data: VoiceCredits, code: string) =>
    data.languages.find((language) => language.code === code)?.contributors ?? [];

  const course = async (code: string) => {
    const listed = (await call(undefined, 'GET', '/api/language')).json<{ data: Language[] }>().data;
    const found = listed.find((language) => language.code === code);
    if (!found) throw new Error(`no course ${code}`);
    return found;
  };

  it('names only active contributors who chose a name, with their approved clips, and nothing else about anyone', async () => {
    const named = await contributor('ig', 'Adaeze O.');
    const unnamed = await contributor('ig', null);
    const paused = await contributor('ig', 'Chidi N.');
    const silent = await contributor('ig', 'Ngozi A.');
    const texts = (await studio(named, 'ig', 6)).items.map((item) => item.text_id);
    await recordApproved(named, texts[0] ?? '');
    await recordApproved(named, texts[1] ?? '');
    await recordApproved(unnamed, texts[2] ?? '');
    await recordApproved(paused, texts[3] ?? '');

    const before = await credits();
    expect(namesIn(before.data, 'ig')).toEqual([
      { credit_name: 'Adaeze O.', approved: 2 },
      { credit_name: 'Chidi N.', approved: 1 },
    ]);
    // Public and the same for everyone: cacheable for a few minutes.
    expect(before.response.headers['cache-control']).toBe('public, max-age=300');
    for (const who of [named, unnamed, paused, silent]) {
      expect(before.body).not.toContain(who.userId);
      expect(before.body).not.toContain(who.email);
      const [account] = await t.database.db
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, who.userId));
      expect(before.body).not.toContain(`"${account?.username ?? ''}"`);
    }

    expect((await call(t.admin, 'POST', `/api/admin/voices/contributors/${paused.userId}/ig/pause`)).statusCode).toBe(
      200,
    );
    expect(namesIn((await credits()).data, 'ig')).toEqual([{ credit_name: 'Adaeze O.', approved: 2 }]);
    // Resumed, their withdrawn clips stay withdrawn: nothing approved, so still not listed.
    expect((await call(t.admin, 'POST', `/api/admin/voices/contributors/${paused.userId}/ig/resume`)).statusCode).toBe(
      200,
    );
    expect(namesIn((await credits()).data, 'ig').map((each) => each.credit_name)).toEqual(['Adaeze O.']);
  });

  it('lets a contributor change or remove their credit name', async () => {
    const learner = await contributor('ha', 'Musa K.');
    await recordApproved(learner, (await studio(learner, 'ha', 1)).items[0]?.text_id ?? '');
    expect(namesIn((await credits()).data, 'ha')).toEqual([{ credit_name: 'Musa K.', approved: 1 }]);

    const renamed = await call(learner, 'PUT', '/api/voices/me/credit-name', { credit_name: '  Musa Kabir ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<{ data: { credit_name: string } }>().data.credit_name).toBe('Musa Kabir');
    expect(namesIn((await credits()).data, 'ha')).toEqual([{ credit_name: 'Musa Kabir', approved: 1 }]);
    expect((await call(learner, 'GET', '/api/voices/me')).json<{ data: VoicesMe }>().data.credit_name).toBe(
      'Musa Kabir',
    );

    expect((await call(learner, 'PUT', '/api/voices/me/credit-name', { credit_name: null })).statusCode).toBe(200);
    expect(namesIn((await credits()).data, 'ha')).toEqual([]);
    expect((await call(learner, 'GET', '/api/voices/me')).json<{ data: VoicesMe }>().data.credit_name).toBeNull();

    const bad: [TestLearner | undefined, object, number][] = [
      [learner, { credit_name: '' }, 400],
      [learner, { credit_name: 'x'.repeat(61) }, 400],
      [learner, { name: 'Musa' }, 400],
      [learner, { credit_name: 'Musa', extra: 1 }, 400],
      [await signUp(t.app), { credit_name: 'Never applied' }, 404],
      [undefined, { credit_name: 'Nobody' }, 401],
    ];
    for (const [who, payload, status] of bad) {
      const response = await call(who, 'PUT', '/api/voices/me/credit-name', payload);
      expect(response.statusCode).toBe(status);
      expect(response.json<{ error: { message: string } }>().error.message.length).toBeGreaterThan(5);
    }
  });

  it('shows per course how much is voiced and how many listen exercises are served, and both grow with an approval', async () => {
    // Swahili's clips are course files: espeak-ng's speech, said to be synthetic.
    const sw = await course('sw');
    expect(sw.voiced_share).toBeGreaterThan(0.5);
    expect(sw.synthetic_share).toBeGreaterThan(0);
    expect(sw.synthetic_share).toBeLessThanOrEqual(sw.voiced_share);
    expect(sw.listening).toBeGreaterThan(0);
    // The spec's fields stay as they are.
    expect(typeof sw.has_audio).toBe('boolean');
    expect(sw.total_lessons).toBeGreaterThan(0);

    // Amharic has written listen exercises but no clip: nothing is voiced or served yet.
    const am = await course('am');
    expect(am).toMatchObject({ listening: 0, voiced_share: 0, synthetic_share: 0 });

    const speaker = await contributor('am', null);
    const word = (await studio(speaker, 'am', 1)).items[0];
    expect(word?.kind).toBe('word');
    await recordApproved(speaker, word?.text_id ?? '');
    const afterWord = await course('am');
    expect(afterWord.voiced_share).toBeGreaterThan(0);
    expect(afterWord.synthetic_share).toBe(0);
    expect(afterWord.listening).toBe(0);

    // A listen exercise's sentence approved: that exercise is served, and counted.
    const listen = await listenExercise(t.database.db, 'am', 'audio_file');
    expect(listen?.textId).toBeTruthy();
    await recordApproved(speaker, listen?.textId ?? '');
    const afterSentence = await course('am');
    expect(afterSentence.listening).toBeGreaterThanOrEqual(1);
    expect(afterSentence.voiced_share).toBeGreaterThan(afterWord.voiced_share);
  });
});
