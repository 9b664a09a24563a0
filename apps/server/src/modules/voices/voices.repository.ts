import { and, asc, count, desc, eq, exists, inArray, isNotNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  courseWords,
  exercises,
  languages,
  lessons,
  units,
  users,
  voiceApplications,
  voiceClips,
  voiceContributors,
  voiceReviews,
  voiceTexts,
} from '../../db/schema.ts';

export type VoiceClipRow = typeof voiceClips.$inferSelect;
export type VoiceContributorStatus = (typeof voiceContributors.$inferSelect)['status'];
type ClipStatus = VoiceClipRow['status'];

const published = (table: typeof units | typeof lessons) => eq(table.status, 'published');

/** Applications, contributors, the texts to record, clips and their reviews (issue 40). */
export function createVoicesRepository(db: Executor) {
  /** Where each text is used first: its kind's rank (words, then listen sentences), unit, lesson, place. */
  function firstUses(languageId: string) {
    const wordUses = db
      .select({
        audioFile: sql<string>`${courseWords.audioFile}`.as('audio_file'),
        rank: sql<number>`0`.as('rank'),
        unitPosition: sql<number>`${units.position}`.as('unit_position'),
        unitTitle: sql<string>`${units.title}`.as('unit_title'),
        lessonPosition: sql<number>`${lessons.position}`.as('lesson_position'),
        place: sql<number>`${courseWords.position}`.as('place'),
      })
      .from(courseWords)
      .innerJoin(lessons, eq(lessons.id, courseWords.lessonId))
      .innerJoin(units, eq(units.id, lessons.unitId))
      .where(and(eq(units.languageId, languageId), published(units), published(lessons)));
    const sentenceUses = db
      .select({
        audioFile: sql<string>`${exercises.audioFile}`.as('audio_file'),
        rank: sql<number>`1`.as('rank'),
        unitPosition: sql<number>`${units.position}`.as('unit_position'),
        unitTitle: sql<string>`${units.title}`.as('unit_title'),
        lessonPosition: sql<number>`${lessons.position}`.as('lesson_position'),
        place: sql<number>`${exercises.position}`.as('place'),
      })
      .from(exercises)
      .innerJoin(lessons, eq(lessons.id, exercises.lessonId))
      .innerJoin(units, eq(units.id, lessons.unitId))
      .where(
        and(
          eq(units.languageId, languageId),
          eq(exercises.type, 'listen'),
          isNotNull(exercises.audioFile),
          eq(exercises.status, 'published'),
          published(units),
          published(lessons),
        ),
      );
    return wordUses.unionAll(sentenceUses).as('uses');
  }

  return {
    async languageByCode(code: string) {
      const [row] = await db.select().from(languages).where(eq(languages.code, code));
      return row;
    },

    async languagesByIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(languages)
        .where(inArray(languages.id, [...ids]));
    },

    async listLanguages() {
      return db.select().from(languages).orderBy(asc(languages.position), asc(languages.code));
    },

    // --- applications and contributors -------------------------------------------------------

    async insertApplication(row: typeof voiceApplications.$inferInsert) {
      const [inserted] = await db.insert(voiceApplications).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async findApplication(id: string) {
      const [row] = await db.select().from(voiceApplications).where(eq(voiceApplications.id, id));
      return row;
    },

    async latestApplication(userId: string) {
      const [row] = await db
        .select()
        .from(voiceApplications)
        .where(eq(voiceApplications.userId, userId))
        .orderBy(desc(voiceApplications.createdAt))
        .limit(1);
      return row;
    },

    async setSample(id: string, sampleKey: string) {
      const [row] = await db
        .update(voiceApplications)
        .set({ sampleKey })
        .where(eq(voiceApplications.id, id))
        .returning();
      return row;
    },

    /** Marks an application decided once none of its languages waits. */
    async closeApplicationIfDecided(id: string) {
      await db
        .update(voiceApplications)
        .set({ status: 'decided' })
        .where(
          and(
            eq(voiceApplications.id, id),
            notExists(
              db
                .select({ one: sql`1` })
                .from(voiceContributors)
                .where(and(eq(voiceContributors.applicationId, id), eq(voiceContributors.status, 'pending'))),
            ),
          ),
        );
    },

    async openApplications() {
      return db
        .select({ application: voiceApplications, username: users.username })
        .from(voiceApplications)
        .innerJoin(users, eq(users.id, voiceApplications.userId))
        .where(eq(voiceApplications.status, 'open'))
        .orderBy(asc(voiceApplications.createdAt));
    },

    async applicationsOfUser(userId: string) {
      return db.select().from(voiceApplications).where(eq(voiceApplications.userId, userId));
    },

    /** Adds pending rows for languages the learner has none in; keeps the others as they are. */
    async requestLanguages(rows: (typeof voiceContributors.$inferInsert)[]) {
      if (rows.length > 0) await db.insert(voiceContributors).values(rows).onConflictDoNothing();
    },

    async contributorLanguages(where: { userId?: string; applicationId?: string; languageId?: string }) {
      const filters = [
        where.userId ? eq(voiceContributors.userId, where.userId) : undefined,
        where.applicationId ? eq(voiceContributors.applicationId, where.applicationId) : undefined,
        where.languageId ? eq(voiceContributors.languageId, where.languageId) : undefined,
      ];
      return db
        .select({
          contributor: voiceContributors,
          code: languages.code,
          name: languages.name,
          username: users.username,
        })
        .from(voiceContributors)
        .innerJoin(languages, eq(languages.id, voiceContributors.languageId))
        .innerJoin(users, eq(users.id, voiceContributors.userId))
        .where(and(...filters))
        .orderBy(asc(languages.position), asc(languages.code), asc(users.username));
    },

    async findContributor(userId: string, languageId: string) {
      const [row] = await db
        .select()
        .from(voiceContributors)
        .where(and(eq(voiceContributors.userId, userId), eq(voiceContributors.languageId, languageId)));
      return row;
    },

    async setContributorStatus(
      userId: string,
      languageId: string,
      change: { status: VoiceContributorStatus; decidedBy: string; decidedAt: Date },
      applicationId?: string,
    ) {
      const [row] = await db
        .update(voiceContributors)
        .set(change)
        .where(
          and(
            eq(voiceContributors.userId, userId),
            eq(voiceContributors.languageId, languageId),
            applicationId ? eq(voiceContributors.applicationId, applicationId) : undefined,
          ),
        )
        .returning();
      return row;
    },

    // --- texts ---------------------------------------------------------------------------------

    /**
     * Gives every word and listen sentence of a course a text row (and so its random, lasting
     * `text_id`); the first use of a text names it. Texts already known keep their row.
     */
    async syncTexts(languageId: string) {
      const words = db
        .selectDistinctOn([courseWords.audioFile], {
          languageId: units.languageId,
          audioFile: courseWords.audioFile,
          text: courseWords.word,
          meaning: courseWords.meaning,
          kind: sql<'word'>`'word'`.as('kind'),
        })
        .from(courseWords)
        .innerJoin(lessons, eq(lessons.id, courseWords.lessonId))
        .innerJoin(units, eq(units.id, lessons.unitId))
        .where(eq(units.languageId, languageId))
        .orderBy(courseWords.audioFile, units.position, lessons.position, courseWords.position);
      await db.insert(voiceTexts).select(words).onConflictDoNothing();
      const sentences = db
        .selectDistinctOn([exercises.audioFile], {
          languageId: units.languageId,
          audioFile: sql<string>`${exercises.audioFile}`.as('audio_file'),
          text: sql<string>`${exercises.solution}->'answers'->>0`.as('text'),
          meaning: sql<string>`coalesce(${exercises.explanation}, '')`.as('meaning'),
          kind: sql<'sentence'>`'sentence'`.as('kind'),
        })
        .from(exercises)
        .innerJoin(lessons, eq(lessons.id, exercises.lessonId))
        .innerJoin(units, eq(units.id, lessons.unitId))
        .where(and(eq(units.languageId, languageId), eq(exercises.type, 'listen'), isNotNull(exercises.audioFile)))
        .orderBy(exercises.audioFile, units.position, lessons.position, exercises.position);
      await db.insert(voiceTexts).select(sentences).onConflictDoNothing();
    },

    async findText(id: string) {
      const [row] = await db
        .select({ text: voiceTexts, code: languages.code })
        .from(voiceTexts)
        .innerJoin(languages, eq(languages.id, voiceTexts.languageId))
        .where(eq(voiceTexts.id, id));
      return row;
    },

    /**
     * The texts of a course still to record, most-needed first (words of early lessons in course
     * order, then listen sentences), without those with an approved clip or one awaiting review,
     * nor those this contributor recorded before.
     */
    async studioCandidates(languageId: string, userId: string) {
      const uses = firstUses(languageId);
      const first = db
        .selectDistinctOn([uses.audioFile], {
          audioFile: uses.audioFile,
          rank: uses.rank,
          unitPosition: uses.unitPosition,
          unitTitle: uses.unitTitle,
          lessonPosition: uses.lessonPosition,
          place: uses.place,
        })
        .from(uses)
        .orderBy(uses.audioFile, uses.rank, uses.unitPosition, uses.lessonPosition, uses.place)
        .as('first_use');
      const blocking = db
        .select({ one: sql`1` })
        .from(voiceClips)
        .where(
          and(
            eq(voiceClips.textId, voiceTexts.id),
            or(
              inArray(voiceClips.status, ['approved', 'pending', 'flagged'] satisfies ClipStatus[]),
              eq(voiceClips.contributorId, userId),
            ),
          ),
        );
      return db
        .select({
          text: voiceTexts,
          rank: first.rank,
          unitPosition: first.unitPosition,
          unitTitle: first.unitTitle,
        })
        .from(voiceTexts)
        .innerJoin(first, eq(first.audioFile, voiceTexts.audioFile))
        .where(and(eq(voiceTexts.languageId, languageId), notExists(blocking)))
        .orderBy(asc(first.rank), asc(first.unitPosition), asc(first.lessonPosition), asc(first.place));
    },

    async countTexts(): Promise<Map<string, number>> {
      const rows = await db
        .select({ languageId: voiceTexts.languageId, n: count() })
        .from(voiceTexts)
        .groupBy(voiceTexts.languageId);
      return new Map(rows.map((row) => [row.languageId, row.n]));
    },

    async textFilesOf(languageId: string) {
      const rows = await db
        .select({ audioFile: voiceTexts.audioFile })
        .from(voiceTexts)
        .where(eq(voiceTexts.languageId, languageId));
      return rows.map((row) => row.audioFile);
    },

    // --- clips ---------------------------------------------------------------------------------

    async insertClip(row: typeof voiceClips.$inferInsert) {
      const [inserted] = await db.insert(voiceClips).values(row).returning();
      if (!inserted) throw new Error('insert returned no row');
      return inserted;
    },

    async findClip(id: string) {
      const [row] = await db
        .select({ clip: voiceClips, text: voiceTexts, code: languages.code })
        .from(voiceClips)
        .innerJoin(voiceTexts, eq(voiceTexts.id, voiceClips.textId))
        .innerJoin(languages, eq(languages.id, voiceClips.languageId))
        .where(eq(voiceClips.id, id));
      return row;
    },

    /** Locks a clip's row for a verdict, so two reviewers' counts never race. */
    async lockClip(id: string) {
      const [row] = await db.select().from(voiceClips).where(eq(voiceClips.id, id)).for('update');
      return row;
    },

    async updateClip(id: string, change: Partial<typeof voiceClips.$inferInsert>) {
      const [row] = await db.update(voiceClips).set(change).where(eq(voiceClips.id, id)).returning();
      if (!row) throw new Error('clip vanished');
      return row;
    },

    /** Clips awaiting review in a language: never the reviewer's own, never one they reviewed. */
    async reviewQueue(languageId: string, reviewerId: string, limit: number) {
      return db
        .select({ clip: voiceClips, text: voiceTexts })
        .from(voiceClips)
        .innerJoin(voiceTexts, eq(voiceTexts.id, voiceClips.textId))
        .where(
          and(
            eq(voiceClips.languageId, languageId),
            eq(voiceClips.status, 'pending'),
            ne(voiceClips.contributorId, reviewerId),
            notExists(
              db
                .select({ one: sql`1` })
                .from(voiceReviews)
                .where(and(eq(voiceReviews.clipId, voiceClips.id), eq(voiceReviews.reviewerId, reviewerId))),
            ),
          ),
        )
        .orderBy(asc(voiceClips.createdAt), asc(voiceClips.id))
        .limit(limit);
    },

    /** Records a verdict; false when this reviewer has already given one on this clip. */
    async insertReview(row: typeof voiceReviews.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(voiceReviews)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: voiceReviews.id });
      return inserted.length > 0;
    },

    async hasReviewed(clipId: string, reviewerId: string) {
      const [row] = await db
        .select({ id: voiceReviews.id })
        .from(voiceReviews)
        .where(and(eq(voiceReviews.clipId, clipId), eq(voiceReviews.reviewerId, reviewerId)));
      return row !== undefined;
    },

    /** Withdraws every clip of a contributor in a language that learners hear or may hear. */
    async withdrawClips(userId: string, languageId: string) {
      return db
        .update(voiceClips)
        .set({ status: 'withdrawn' })
        .where(
          and(
            eq(voiceClips.contributorId, userId),
            eq(voiceClips.languageId, languageId),
            inArray(voiceClips.status, ['pending', 'approved', 'flagged'] satisfies ClipStatus[]),
          ),
        )
        .returning({ id: voiceClips.id, textId: voiceClips.textId });
    },

    async audioFilesOfTexts(ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectDistinct({ audioFile: voiceTexts.audioFile })
        .from(voiceTexts)
        .where(inArray(voiceTexts.id, [...ids]));
      return rows.map((row) => row.audioFile);
    },

    /** The clip files (`<code>/<hash>.ogg`) of every text with an approved contribution. */
    async approvedFiles(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ audioFile: voiceTexts.audioFile })
        .from(voiceTexts)
        .where(
          exists(
            db
              .select({ one: sql`1` })
              .from(voiceClips)
              .where(and(eq(voiceClips.textId, voiceTexts.id), eq(voiceClips.status, 'approved'))),
          ),
        );
      return rows.map((row) => row.audioFile);
    },

    /** The newest approved contribution for a clip file, if any. */
    async approvedClipOf(audioFile: string) {
      const [row] = await db
        .select({ storageKey: voiceClips.storageKey })
        .from(voiceClips)
        .innerJoin(voiceTexts, eq(voiceTexts.id, voiceClips.textId))
        .where(and(eq(voiceTexts.audioFile, audioFile), eq(voiceClips.status, 'approved')))
        .orderBy(desc(voiceClips.approvedAt), desc(voiceClips.id))
        .limit(1);
      return row;
    },

    async clipCounts(where: { userId?: string }) {
      return db
        .select({
          languageId: voiceClips.languageId,
          contributorId: voiceClips.contributorId,
          status: voiceClips.status,
          n: count(),
        })
        .from(voiceClips)
        .where(where.userId ? eq(voiceClips.contributorId, where.userId) : undefined)
        .groupBy(voiceClips.languageId, voiceClips.contributorId, voiceClips.status);
    },

    async flaggedClips() {
      return db
        .select({ clip: voiceClips, text: voiceTexts.text, code: languages.code })
        .from(voiceClips)
        .innerJoin(voiceTexts, eq(voiceTexts.id, voiceClips.textId))
        .innerJoin(languages, eq(languages.id, voiceClips.languageId))
        .where(eq(voiceClips.status, 'flagged'))
        .orderBy(asc(voiceClips.createdAt));
    },

    /** A learner's clips, for their data download. */
    async clipsOfUser(userId: string) {
      return db
        .select({
          text: voiceTexts.text,
          code: languages.code,
          status: voiceClips.status,
          createdAt: voiceClips.createdAt,
        })
        .from(voiceClips)
        .innerJoin(voiceTexts, eq(voiceTexts.id, voiceClips.textId))
        .innerJoin(languages, eq(languages.id, voiceClips.languageId))
        .where(eq(voiceClips.contributorId, userId))
        .orderBy(asc(voiceClips.createdAt));
    },

    /** Every stored recording of a learner (clips and application samples), to delete with the account. */
    async storageKeysOfUser(userId: string): Promise<string[]> {
      const clips = await db
        .select({ key: voiceClips.storageKey })
        .from(voiceClips)
        .where(eq(voiceClips.contributorId, userId));
      const samples = await db
        .select({ key: voiceApplications.sampleKey })
        .from(voiceApplications)
        .where(and(eq(voiceApplications.userId, userId), isNotNull(voiceApplications.sampleKey)));
      return [...clips.map((row) => row.key), ...samples.flatMap((row) => (row.key ? [row.key] : []))];
    },
  };
}

export type VoicesRepository = ReturnType<typeof createVoicesRepository>;
