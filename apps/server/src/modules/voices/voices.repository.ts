import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  ne,
  notExists,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  courseWords,
  exercises,
  languages,
  lessons,
  units,
  problemReports,
  users,
  voiceApplications,
  voiceClips,
  voiceContributors,
  voiceFileStates,
  voiceReports,
  voiceReviews,
  voiceTexts,
} from '../../db/schema.ts';

export type VoiceClipRow = typeof voiceClips.$inferSelect;
export type VoiceContributorStatus = (typeof voiceContributors.$inferSelect)['status'];
type ClipStatus = VoiceClipRow['status'];

/** Applications, contributors, the texts to record, clips and their reviews (issue 40). */
export function createVoicesRepository(db: Executor) {
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

    /** A contributor's name on the credits page (null: not named), on every application of theirs. */
    async setCreditName(userId: string, creditName: string | null) {
      const rows = await db
        .update(voiceApplications)
        .set({ creditName })
        .where(eq(voiceApplications.userId, userId))
        .returning({ id: voiceApplications.id });
      return rows.length;
    },

    /**
     * The credits: active contributors whose latest application gives a credit name, per language,
     * with their approved clips in it (at least one). Paused, pending and refused ones are left out.
     */
    async credits() {
      const result = await db.execute(sql`
        select g.code, g.name, a.credit_name, count(k.id)::int as approved
        from ${voiceContributors} c
        join ${languages} g on g.id = c.language_id
        join lateral (
          select credit_name from ${voiceApplications} v
          where v.user_id = c.user_id
          order by v.created_at desc
          limit 1
        ) a on a.credit_name is not null and a.credit_name <> ''
        join ${voiceClips} k on k.contributor_id = c.user_id and k.language_id = c.language_id
          and k.status = 'approved'
        where c.status = 'active'
        group by g.position, g.code, g.name, c.user_id, a.credit_name
        order by g.position, g.code, approved desc, a.credit_name`);
      const rows = (result as { rows: Record<string, unknown>[] }).rows;
      return rows.map((row) => ({
        code: String(row.code),
        name: String(row.name),
        creditName: String(row.credit_name),
        approved: Number(row.approved),
      }));
    },

    async applicationsOfUser(userId: string) {
      return db.select().from(voiceApplications).where(eq(voiceApplications.userId, userId));
    },

    /** Adds pending rows for languages the learner has none in; keeps the others as they are. */
    async requestLanguages(rows: (typeof voiceContributors.$inferInsert)[]) {
      if (rows.length === 0) return;
      // A language refused before is asked again; an active or paused one stays as it is.
      await db
        .insert(voiceContributors)
        .values(rows)
        .onConflictDoUpdate({
          target: [voiceContributors.userId, voiceContributors.languageId],
          set: {
            status: 'pending',
            applicationId: sql`excluded.application_id`,
            decidedBy: null,
            decidedAt: null,
          },
          setWhere: eq(voiceContributors.status, 'rejected'),
        });
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
     * Gives every word and listen or speak sentence of a course a text row (and so its random, lasting
     * `text_id`); the first use of a text names it. Texts already known keep their row.
     */
    async syncTexts(languageId: string) {
      await db.execute(sql`
        insert into ${voiceTexts} (language_id, audio_file, text, meaning, kind)
        select distinct on (w.audio_file) u.language_id, w.audio_file, w.word, w.meaning, 'word'
        from ${courseWords} w
        join ${lessons} l on l.id = w.lesson_id
        join ${units} u on u.id = l.unit_id
        where u.language_id = ${languageId}
        order by w.audio_file, u.position, l.position, w.position
        on conflict (audio_file) do nothing`);
      await db.execute(sql`
        insert into ${voiceTexts} (language_id, audio_file, text, meaning, kind)
        select distinct on (e.audio_file) u.language_id, e.audio_file,
          coalesce(e.solution->'answers'->>0, e.payload->>'sentence'), coalesce(e.explanation, ''), 'sentence'
        from ${exercises} e
        join ${lessons} l on l.id = e.lesson_id
        join ${units} u on u.id = l.unit_id
        where u.language_id = ${languageId} and e.type in ('listen', 'speak') and e.audio_file is not null
          and coalesce(e.solution->'answers'->>0, e.payload->>'sentence') is not null
        order by e.audio_file, u.position, l.position, e.position
        on conflict (audio_file) do nothing`);
      // Sentences learners translate into English are written in the course's language: named as
      // their clip would be (course.clips.ts audioFileName: the first 16 hex of the NFC text's SHA-256).
      await db.execute(sql`
        insert into ${voiceTexts} (language_id, audio_file, text, meaning, kind)
        select distinct on (file) language_id, file, source, meaning, 'sentence'
        from (
          select u.language_id, g.code || '/' || left(encode(sha256(convert_to(normalize(e.payload->>'source', NFC), 'UTF8')), 'hex'), 16) || '.ogg' as file,
            e.payload->>'source' as source, coalesce(e.solution->'answers'->>0, '') as meaning,
            u.position as unit_position, l.position as lesson_position, e.position as place
          from ${exercises} e
          join ${lessons} l on l.id = e.lesson_id
          join ${units} u on u.id = l.unit_id
          join ${languages} g on g.id = u.language_id
          where u.language_id = ${languageId} and e.type = 'translate' and e.payload->>'into' = 'english'
            and coalesce(e.payload->>'source', '') <> ''
        ) sentences
        order by file, unit_position, lesson_position, place
        on conflict (audio_file) do nothing`);
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
     * order, then listen and speak sentences), without those with an approved clip or one awaiting review,
     * nor those this contributor recorded before.
     */
    async studioCandidates(languageId: string, userId: string) {
      const result = await db.execute(sql`
        with uses as (
          select w.audio_file, 0 as rank, u.position as unit_position, u.title as unit_title,
            l.position as lesson_position, w.position as place
          from ${courseWords} w
          join ${lessons} l on l.id = w.lesson_id
          join ${units} u on u.id = l.unit_id
          where u.language_id = ${languageId} and u.status = 'published' and l.status = 'published'
          union all
          select e.audio_file, 1, u.position, u.title, l.position, e.position
          from ${exercises} e
          join ${lessons} l on l.id = e.lesson_id
          join ${units} u on u.id = l.unit_id
          where u.language_id = ${languageId} and u.status = 'published' and l.status = 'published'
            and e.status = 'published' and e.type in ('listen', 'speak') and e.audio_file is not null
          union all
          select g.code || '/' || left(encode(sha256(convert_to(normalize(e.payload->>'source', NFC), 'UTF8')), 'hex'), 16) || '.ogg',
            2, u.position, u.title, l.position, e.position
          from ${exercises} e
          join ${lessons} l on l.id = e.lesson_id
          join ${units} u on u.id = l.unit_id
          join ${languages} g on g.id = u.language_id
          where u.language_id = ${languageId} and u.status = 'published' and l.status = 'published'
            and e.status = 'published' and e.type = 'translate' and e.payload->>'into' = 'english'
            and coalesce(e.payload->>'source', '') <> ''
        ), first_use as (
          select distinct on (audio_file) *
          from uses
          order by audio_file, rank, unit_position, lesson_position, place
        )
        select t.id, t.audio_file, t.text, t.meaning, t.kind, f.unit_position, f.unit_title,
          coalesce(s.status = 'out_of_service', false) as out_of_service
        from ${voiceTexts} t
        join first_use f on f.audio_file = t.audio_file
        left join ${voiceFileStates} s on s.audio_file = t.audio_file
        where t.language_id = ${languageId}
          and not exists (
            select 1 from ${voiceClips} c
            where c.text_id = t.id
              and (c.status in ('approved', 'pending', 'flagged', 'held') or c.contributor_id = ${userId})
          )
          and not exists (select 1 from ${problemReports} r where r.text_id = t.id and r.user_id = ${userId})
        order by out_of_service desc, f.rank, f.unit_position, f.lesson_position, f.place`);
      const rows = (result as { rows: Record<string, unknown>[] }).rows;
      return rows.map((row) => ({
        id: String(row.id),
        audioFile: String(row.audio_file),
        text: String(row.text),
        meaning: String(row.meaning),
        kind: row.kind === 'sentence' ? ('sentence' as const) : ('word' as const),
        unitPosition: Number(row.unit_position),
        unitTitle: String(row.unit_title),
        outOfService: row.out_of_service === true,
      }));
    },

    /**
     * What a problem report on a text is tied to: the lesson word that first says it, else the
     * first listen exercise, else the first sentence learners translate (as `studioCandidates` ranks them).
     */
    async firstUseOf(languageId: string, audioFile: string) {
      const result = await db.execute(sql`
        select kind, id from (
          select 'word' as kind, w.id, 0 as rank, u.position as unit_position, l.position as lesson_position,
            w.position as place
          from ${courseWords} w
          join ${lessons} l on l.id = w.lesson_id
          join ${units} u on u.id = l.unit_id
          where u.language_id = ${languageId} and w.audio_file = ${audioFile}
          union all
          select 'exercise', e.id, case when e.type = 'listen' then 1 else 2 end, u.position, l.position, e.position
          from ${exercises} e
          join ${lessons} l on l.id = e.lesson_id
          join ${units} u on u.id = l.unit_id
          join ${languages} g on g.id = u.language_id
          where u.language_id = ${languageId}
            and ((e.type = 'listen' and e.audio_file = ${audioFile})
              or (e.type = 'translate' and e.payload->>'into' = 'english'
                and g.code || '/' || left(encode(sha256(convert_to(normalize(e.payload->>'source', NFC), 'UTF8')), 'hex'), 16) || '.ogg' = ${audioFile}))
        ) uses
        order by rank, unit_position, lesson_position, place
        limit 1`);
      const [row] = (result as { rows: Record<string, unknown>[] }).rows;
      if (!row) return undefined;
      return row.kind === 'word' ? { wordId: String(row.id) } : { exerciseId: String(row.id) };
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

    /**
     * Withdraws every clip of a contributor in a language that learners hear or may hear, and lets
     * go of their audio: the keys returned are the service's to delete.
     */
    async withdrawClips(userId: string, languageId: string) {
      const clips = await db
        .select({ id: voiceClips.id, textId: voiceClips.textId, storageKey: voiceClips.storageKey })
        .from(voiceClips)
        .where(
          and(
            eq(voiceClips.contributorId, userId),
            eq(voiceClips.languageId, languageId),
            inArray(voiceClips.status, ['pending', 'approved', 'flagged', 'held'] satisfies ClipStatus[]),
          ),
        )
        .for('update');
      if (clips.length > 0)
        await db
          .update(voiceClips)
          .set({ status: 'withdrawn', storageKey: null })
          .where(
            inArray(
              voiceClips.id,
              clips.map((clip) => clip.id),
            ),
          );
      return clips;
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

    /** The newest approved contribution of each of these clip files that has one: its size and key. */
    async approvedClipsOf(audioFiles: readonly string[]) {
      if (audioFiles.length === 0) return [];
      const rows = await db
        .select({ audioFile: voiceTexts.audioFile, bytes: voiceClips.bytes, storageKey: voiceClips.storageKey })
        .from(voiceClips)
        .innerJoin(voiceTexts, eq(voiceTexts.id, voiceClips.textId))
        .where(and(inArray(voiceTexts.audioFile, [...audioFiles]), eq(voiceClips.status, 'approved')))
        .orderBy(desc(voiceClips.approvedAt), desc(voiceClips.id));
      const newest = new Map<string, (typeof rows)[number]>();
      for (const row of rows) if (!newest.has(row.audioFile)) newest.set(row.audioFile, row);
      return [...newest.values()];
    },

    /** The newest approved contribution for a clip file, if any. */
    async approvedClipOf(audioFile: string) {
      const [row] = await db
        .select({ id: voiceClips.id, storageKey: voiceClips.storageKey })
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
        .where(inArray(voiceClips.status, ['flagged', 'held'] satisfies ClipStatus[]))
        .orderBy(asc(voiceClips.createdAt));
    },

    // --- learners' reports -----------------------------------------------------------------------

    /** Records a learner's report; false when they have reported this target before. */
    async insertReport(row: typeof voiceReports.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(voiceReports)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: voiceReports.id });
      return inserted.length > 0;
    },

    /** Different learners who reported a contribution since `since` (its last approval). */
    async reportersSince(clipId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: countDistinct(voiceReports.userId) })
        .from(voiceReports)
        .where(and(eq(voiceReports.clipId, clipId), gte(voiceReports.createdAt, since)));
      return row?.n ?? 0;
    },

    /** Reports per contribution, since each was last approved (null approvals count every report). */
    async reportCounts(clipIds: readonly string[]): Promise<Map<string, number>> {
      if (clipIds.length === 0) return new Map();
      const rows = await db
        .select({ clipId: voiceReports.clipId, n: countDistinct(voiceReports.userId) })
        .from(voiceReports)
        .innerJoin(voiceClips, eq(voiceClips.id, voiceReports.clipId))
        .where(
          and(
            inArray(voiceReports.clipId, [...clipIds]),
            sql`(${voiceClips.approvedAt} is null or ${voiceReports.createdAt} >= ${voiceClips.approvedAt})`,
          ),
        )
        .groupBy(voiceReports.clipId);
      return new Map(rows.flatMap((row) => (row.clipId ? [[row.clipId, row.n] as const] : [])));
    },

    /**
     * Clips that are no contribution (CMS recordings and course files) with learners' reports since
     * an admin last kept them, and those out of service, reported or not: out of service first,
     * then most reported first.
     */
    async reportedFiles() {
      const result = await db.execute(sql`
        with counted as (
          select r.audio_file, count(distinct r.user_id)::int as reports, array_agg(distinct r.reason) as reasons
          from ${voiceReports} r
          left join ${voiceFileStates} s on s.audio_file = r.audio_file
          where r.clip_id is null and (s.counted_from is null or r.created_at >= s.counted_from)
          group by r.audio_file
        ), files as (
          select audio_file from counted
          union
          select audio_file from ${voiceFileStates} where status = 'out_of_service'
        )
        select f.audio_file, t.text, coalesce(s.status = 'out_of_service', false) as out_of_service,
          coalesce(c.reports, 0) as reports, coalesce(c.reasons, '{}') as reasons
        from files f
        left join counted c on c.audio_file = f.audio_file
        left join ${voiceFileStates} s on s.audio_file = f.audio_file
        left join ${voiceTexts} t on t.audio_file = f.audio_file
        order by out_of_service desc, reports desc, f.audio_file`);
      const rows = (result as { rows: Record<string, unknown>[] }).rows;
      return rows.map((row) => ({
        audioFile: String(row.audio_file),
        text: typeof row.text === 'string' ? row.text : null,
        outOfService: row.out_of_service === true,
        reports: Number(row.reports),
        // text[]: both drivers (node-postgres, PGlite) read it as an array.
        reasons: row.reasons as string[],
      }));
    },

    // --- clips that are no contribution: CMS recordings and course files ---------------------------

    async fileState(audioFile: string) {
      const [row] = await db.select().from(voiceFileStates).where(eq(voiceFileStates.audioFile, audioFile));
      return row;
    },

    /**
     * Sets a clip file's state; with `onlyFrom`, only when it is in that state now (or has none):
     * undefined when it was not, so of two requests racing to the same change one makes it.
     */
    async setFileState(
      audioFile: string,
      change: Omit<typeof voiceFileStates.$inferInsert, 'id' | 'audioFile'>,
      onlyFrom?: (typeof voiceFileStates.$inferSelect)['status'],
    ) {
      const [row] = await db
        .insert(voiceFileStates)
        .values({ audioFile, ...change })
        .onConflictDoUpdate({
          target: voiceFileStates.audioFile,
          set: change,
          ...(onlyFrom && { setWhere: eq(voiceFileStates.status, onlyFrom) }),
        })
        .returning();
      return row;
    },

    /** The clip files an admin (or the reports rule) took out of service. */
    async outOfServiceFiles(): Promise<string[]> {
      const rows = await db
        .select({ audioFile: voiceFileStates.audioFile })
        .from(voiceFileStates)
        .where(eq(voiceFileStates.status, 'out_of_service'));
      return rows.map((row) => row.audioFile);
    },

    /** Different learners who reported a clip file that is no contribution since `since`. */
    async fileReportersSince(audioFile: string, since: Date | null): Promise<number> {
      const [row] = await db
        .select({ n: countDistinct(voiceReports.userId) })
        .from(voiceReports)
        .where(
          and(eq(voiceReports.target, `file:${audioFile}`), since ? gte(voiceReports.createdAt, since) : undefined),
        );
      return row?.n ?? 0;
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

    /** A learner's reports on clips, for their data download: the text when known, else the clip file. */
    async reportsOfUser(userId: string) {
      return db
        .select({
          text: sql<string>`coalesce(${voiceTexts.text}, ${voiceReports.audioFile})`,
          reason: voiceReports.reason,
          createdAt: voiceReports.createdAt,
        })
        .from(voiceReports)
        .leftJoin(voiceTexts, eq(voiceTexts.audioFile, voiceReports.audioFile))
        .where(eq(voiceReports.userId, userId))
        .orderBy(asc(voiceReports.createdAt));
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
      return [...clips, ...samples].flatMap((row) => (row.key ? [row.key] : []));
    },
  };
}

export type VoicesRepository = ReturnType<typeof createVoicesRepository>;
