import type { VoiceStudio } from '@roots/shared/contracts/voices';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { voiceClips } from '../db/schema.ts';
import { signUp, type TestLearner } from './factories.ts';
import type { TestApp } from './helper.ts';
import { voice, wav } from './speech.ts';

/**
 * The voices API as its tests drive it, on an app and an admin each test file makes in its
 * `beforeAll` (hence the getters): a request as someone, a contributor the admin approved, a
 * studio queue, a recording sent, a clip's status in the database.
 */
export function voicesTestClient(testApp: () => TestApp, admin: () => TestLearner) {
  const call = async (
    who: TestLearner | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => testApp().app.inject({ method, url, headers: who ? who.headers : {}, ...(payload ? { payload } : {}) });

  return {
    call,

    /** A learner who applied for `codes` (named on the credits as `creditName`) and was approved in each. */
    contributor: async (codes: string | string[], creditName?: string | null): Promise<TestLearner> => {
      const languages = typeof codes === 'string' ? [codes] : codes;
      const learner = await signUp(testApp().app);
      const applied = await call(learner, 'POST', '/api/voices/applications', {
        languages,
        region: 'Lagos',
        ...(creditName === undefined ? {} : { credit_name: creditName }),
      });
      expect(applied.statusCode).toBe(201);
      const id = applied.json<{ data: { application: { id: string } } }>().data.application.id;
      for (const code of languages) {
        const decided = await call(admin(), 'POST', `/api/admin/voices/applications/${id}/languages/${code}`, {
          decision: 'approve',
        });
        expect(decided.statusCode).toBe(200);
      }
      return learner;
    },

    studio: async (who: TestLearner, code: string, limit = 20): Promise<VoiceStudio> => {
      const response = await call(who, 'GET', `/api/voices/studio/${code}?limit=${String(limit)}`);
      expect(response.statusCode).toBe(200);
      return response.json<{ data: VoiceStudio }>().data;
    },

    /** Sends a recording of a text (a generated voice unless `body` says otherwise). */
    record: (who: TestLearner, textId: string, body: Buffer = wav(voice()), type = 'audio/wav') =>
      testApp().app.inject({
        method: 'POST',
        url: `/api/voices/clips?text_id=${textId}`,
        headers: { ...who.headers, 'content-type': type },
        payload: body,
      }),

    clipStatus: async (id: string) => {
      const [row] = await testApp()
        .database.db.select({ status: voiceClips.status })
        .from(voiceClips)
        .where(eq(voiceClips.id, id));
      return row?.status;
    },
  };
}
