import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { languages, users, voiceClips, voiceContributors, voiceTexts } from '../../db/schema.ts';
import { unitOfWork } from '../../repositories.ts';
import { tempDir } from '../../test/after-file.ts';
import { createTestDatabase } from '../../test/helper.ts';
import { createClipStore } from './clip-store.ts';
import { createVoicesService, type VoicesRepos } from './voices.service.ts';

const checked = { clip: Buffer.from('OggS-a-clip'), seconds: 1.2, analysis: {} as never };

/** A clip and its row go together: a failed store write leaves no row, a failed row leaves no file. */
describe('storing a clip and its row together', async () => {
  const database = await createTestDatabase({ courses: true });
  const [language] = await database.db.select().from(languages).where(eq(languages.code, 'zu'));
  const [user] = await database.db
    .insert(users)
    .values({ email: 'v@example.com', emailKey: 'v@example.com', username: 'voice', usernameKey: 'voice' })
    .returning();
  const [text] = await database.db
    .insert(voiceTexts)
    .values({
      languageId: language?.id ?? '',
      audioFile: 'zu/0123456789abcdef.ogg',
      text: 'Sawubona',
      meaning: 'Hello',
      kind: 'word',
    })
    .returning();
  await database.db
    .insert(voiceContributors)
    .values({ userId: user?.id ?? '', languageId: language?.id ?? '', status: 'active' });
  const actor = { userId: user?.id ?? '', role: 'learner' as const };
  const base = {
    check: () => Promise.resolve(checked),
    clipSource: () => undefined,
    inService: () => true,
    readClip: () => Promise.resolve(undefined),
    audibleChanged: () => Promise.resolve(),
  };
  const rows = async () => database.db.select().from(voiceClips);
  const storeIn = (kind: 'folder' | 'database', dataDir = tempDir('voices')) =>
    createClipStore(
      { kind },
      { dataDir, clipBlobs: unitOfWork(database.db).repos.clipBlobs, onDeleteError: () => undefined },
    );

  it('keeps no row when the store cannot write the clip', async () => {
    const store = storeIn('folder');
    const failing = { ...store, put: () => Promise.reject(new Error('disk full')) };
    const voices = createVoicesService({ ...base, uow: unitOfWork(database.db), store: failing });
    await expect(voices.record(actor, text?.id ?? '', Buffer.from('x'))).rejects.toThrow('disk full');
    expect(await rows()).toEqual([]);
  });

  it('keeps no file when the row cannot be committed', async () => {
    const dataDir = tempDir('voices');
    const real = unitOfWork(database.db);
    const uow: UnitOfWork<VoicesRepos> = {
      repos: real.repos,
      transaction: (work) =>
        real.transaction(async (repos) => {
          await work(repos);
          throw new Error('commit failed');
        }),
    };
    const voices = createVoicesService({ ...base, uow, store: storeIn('folder', dataDir) });
    await expect(voices.record(actor, text?.id ?? '', Buffer.from('x'))).rejects.toThrow('commit failed');
    expect(await rows()).toEqual([]);
    expect(readdirSync(join(dataDir, 'audio', 'voices', 'zu'))).toEqual([]);
  });

  it('stores both when all goes well, in either store', async () => {
    for (const kind of ['folder', 'database'] as const) {
      const store = storeIn(kind);
      const uow = unitOfWork(database.db);
      const voices = createVoicesService({ ...base, uow, store });
      const { clip } = await voices.record(actor, text?.id ?? '', Buffer.from('x'));
      const [row] = await database.db.select().from(voiceClips).where(eq(voiceClips.id, clip.id));
      expect(await store.get(uow.repos, row?.storageKey ?? '')).toEqual(checked.clip);
      await database.db.delete(voiceClips);
    }
  });
});
