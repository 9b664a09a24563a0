import type {
  AdminVoiceContributorState,
  AdminVoices,
  VoiceApplication,
  voiceApplicationInputSchema,
  VoiceClipCreated,
  VoiceCreditName,
  VoiceCredits,
  VoiceClipState,
  VoiceReportReceived,
  VoiceReviewItem,
  voiceReportInputSchema,
  voiceReviewInputSchema,
  VoicesMe,
  VoiceStudio,
  VoiceTextReported,
  voiceTextReportInputSchema,
  AdminVoiceFileState,
} from '@roots/shared/contracts/voices';
import {
  VOICE_APPROVALS_NEEDED,
  VOICE_REJECTIONS_TO_REJECT,
  VOICE_REPORTS_TO_HOLD,
  voiceRejectReasons,
} from '@roots/shared/contracts/voices';
import { hasEthiopic, romanise } from '@roots/shared/domain/ethiopic';
import { AppError } from '@roots/shared/errors';
import type { z } from 'zod';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { CheckedSpeech } from '../../lib/speech-check.ts';
import type { AuditRepository } from '../admin/audit.repository.ts';
import type { ReportRepository } from '../admin/report.repository.ts';
import type { ExerciseRepository } from '../course/course-exercise.repository.ts';
import type { CourseWordRepository } from '../course/course-word.repository.ts';
import { newClipUrl } from '../course/course.clips.ts';
import type { ClipBlobRepository } from './clip-blob.repository.ts';
import type { ClipStore } from './clip-store.ts';
import type { VoicesRepository } from './voices.repository.ts';

type VoiceClipRow = Awaited<ReturnType<VoicesRepository['updateClip']>>;

export interface VoicesRepos {
  voices: VoicesRepository;
  clipBlobs: ClipBlobRepository;
  audit: AuditRepository;
  reports: Pick<ReportRepository, 'insert'>;
  exercises: Pick<ExerciseRepository, 'renewClipUrls' | 'clipFile'>;
  courseWords: Pick<CourseWordRepository, 'renewClipUrls' | 'clipFile'>;
}

/**
 * Clips are cached for a year under their public URL: when what a text plays changes (a
 * contribution approved or withdrawn), its words and exercises get new URLs.
 */
async function renewUrls(repos: VoicesRepos, files: readonly string[]) {
  for (const file of files) {
    await repos.exercises.renewClipUrls(file, newClipUrl);
    await repos.courseWords.renewClipUrls(file, newClipUrl);
  }
}

/** Who asks: the signed-in learner and whether they are an admin. */
export interface VoiceActor {
  userId: string;
  role: 'learner' | 'admin';
}

interface VoicesDeps {
  uow: UnitOfWork<VoicesRepos>;
  store: ClipStore;
  /** checkSpeech (lib/speech-check.ts): refuses an unusable recording, makes the clip of a good one. */
  check: (upload: Buffer) => Promise<CheckedSpeech>;
  /**
   * Where a clip file has a clip outside contributions, in or out of service: a CMS recording
   * (DATA_DIR/audio) or a course file (content/audio, espeak-ng's synthetic speech); else undefined.
   */
  clipSource: (file: string) => 'recording' | 'course' | undefined;
  /** Whether such a clip is served, i.e. not out of service (read from memory, kept by `audibleChanged`). */
  inService: (file: string) => boolean;
  /** The bytes of such a clip, for the admin's player, in or out of service. */
  readClip: (file: string) => Promise<Buffer | undefined>;
  /** Told after a change of what learners hear (an approval, a withdrawal): they hear it at once. */
  audibleChanged: () => Promise<void>;
  now?: () => Date;
}

export const clipAudioUrl = (id: string) => `/api/voices/clips/${id}/audio`;
export const sampleAudioUrl = (id: string) => `/api/admin/voices/applications/${id}/sample`;
export const fileAudioUrl = (file: string) => `/api/admin/voices/files/${file}/audio`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = (what: string) => new AppError('NOT_FOUND', `We could not find that ${what}.`);

/** The row a request's id names, or a 404: an id that is no UUID names nothing, and is not looked up. */
async function mustFind<T>(id: string, what: string, find: (id: string) => Promise<T | undefined>): Promise<T> {
  const found = UUID.test(id) ? await find(id) : undefined;
  if (!found) throw notFound(what);
  return found;
}

/** The course's reading note for a contributor: its special letters, one short line. */
function notesOf(language: { specialCharacters: string[] }): string | null {
  return language.specialCharacters.length > 0
    ? `Mind the marks and letters of this course: ${language.specialCharacters.join(' ')}`
    : null;
}

const blankAsNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

const romanisationOf = (code: string, text: string) => (code === 'am' && hasEthiopic(text) ? romanise(text) : null);

export function createVoicesService({
  uow,
  store,
  check,
  clipSource,
  inService,
  readClip,
  audibleChanged,
  now = () => new Date(),
}: VoicesDeps) {
  const { voices } = uow.repos;
  /** A CMS recording or a course file that learners get. */
  const hasOtherClip = (file: string) => clipSource(file) !== undefined && inService(file);

  async function languageOf(code: string) {
    const language = await voices.languageByCode(code);
    if (!language) throw new AppError('NOT_FOUND', `There is no course with the code "${code}".`);
    return language;
  }

  /** The actor must be an active contributor of the language (or, when `admins`, an admin). */
  async function mustContribute(actor: VoiceActor, languageId: string, { admins }: { admins: boolean }) {
    if (admins && actor.role === 'admin') return;
    const contributor = await voices.findContributor(actor.userId, languageId);
    if (contributor?.status === 'active') return;
    throw new AppError(
      'FORBIDDEN',
      contributor?.status === 'paused'
        ? 'Your recording for this language is paused. Write to us through the contact page to talk about it.'
        : 'Only approved contributors of this language can do this. Apply to record it first.',
    );
  }

  /** Stores a checked clip and its row together: a failed write leaves neither behind. */
  async function storeWith<T>(code: string, bytes: Buffer, write: (repos: VoicesRepos, key: string) => Promise<T>) {
    const key = store.newKey(code);
    try {
      return await uow.transaction(async (repos) => {
        const result = await write(repos, key);
        await store.put(repos, key, bytes);
        return result;
      });
    } catch (error) {
      await store.discard([key]);
      throw error;
    }
  }

  /**
   * In a transaction: rejects a locked clip. A rejected clip is never heard again, so its audio is
   * deleted with the key in its row; `deleted` is for `store.discard` once the transaction commits.
   */
  async function reject(
    repos: VoicesRepos,
    locked: { id: string; storageKey: string | null },
    change: Parameters<VoicesRepository['updateClip']>[1],
  ): Promise<{ clip: VoiceClipRow; deleted: string[] }> {
    const deleted = locked.storageKey ? [locked.storageKey] : [];
    await store.delete(repos, deleted);
    const clip = await repos.voices.updateClip(locked.id, { ...change, status: 'rejected', storageKey: null });
    return { clip, deleted };
  }

  function toApplication(row: {
    id: string;
    status: 'open' | 'decided';
    sampleKey: string | null;
    createdAt: Date;
  }): VoiceApplication {
    return {
      id: row.id,
      status: row.status,
      has_sample: row.sampleKey !== null,
      created_at: row.createdAt.toISOString(),
    };
  }

  return {
    async apply(userId: string, input: z.output<typeof voiceApplicationInputSchema>): Promise<VoiceApplication> {
      const found = await Promise.all(input.languages.map((code) => voices.languageByCode(code)));
      const missing = input.languages.filter((_, i) => !found[i]);
      if (missing.length > 0)
        throw new AppError('VALIDATION_FAILED', `There is no course for ${missing.join(', ')}.`, {
          languages: 'Choose languages from the list.',
        });
      const application = await uow.transaction(async (repos) => {
        const row = await repos.voices.insertApplication({
          userId,
          region: input.region,
          dialect: blankAsNull(input.dialect),
          about: blankAsNull(input.about),
          creditName: input.credit_name ?? null,
        });
        if (!row)
          throw new AppError(
            'CONFLICT',
            'You already have an application waiting for a decision. We will tell you when it is decided.',
          );
        await repos.voices.requestLanguages(
          found.flatMap((language) => (language ? [{ userId, languageId: language.id, applicationId: row.id }] : [])),
        );
        return row;
      });
      return toApplication(application);
    },

    async putSample(userId: string, applicationId: string, upload: Buffer): Promise<VoiceApplication> {
      const application = await mustFind(applicationId, 'application', (id) => voices.findApplication(id));
      // Another learner's application is not found either: its id says nothing to them.
      if (application.userId !== userId) throw notFound('application');
      if (application.status !== 'open')
        throw new AppError('CONFLICT', 'This application has been decided: its sample can no longer change.');
      const checked = await check(upload);
      const previous = application.sampleKey;
      const updated = await storeWith('samples', checked.clip, async (repos, key) => {
        const row = await repos.voices.setSample(application.id, key);
        if (previous) await store.delete(repos, [previous]);
        return row;
      });
      if (previous) await store.discard([previous]);
      if (!updated) throw notFound('application');
      return toApplication(updated);
    },

    async me(userId: string): Promise<VoicesMe> {
      const [languages, application, counts] = await Promise.all([
        voices.contributorLanguages({ userId }),
        voices.latestApplication(userId),
        voices.clipCounts({ userId }),
      ]);
      const stats = { recorded: 0, approved: 0, rejected: 0, pending: 0 };
      for (const row of counts) {
        stats.recorded += row.n;
        if (row.status === 'approved') stats.approved += row.n;
        else if (row.status === 'rejected') stats.rejected += row.n;
        else if (row.status === 'pending' || row.status === 'flagged') stats.pending += row.n;
      }
      return {
        languages: languages.map((row) => ({ code: row.code, name: row.name, status: row.contributor.status })),
        application: application ? toApplication(application) : null,
        credit_name: application?.creditName ?? null,
        stats,
      };
    },

    /** A contributor changes or removes (null) their name on the credits page. */
    async setCreditName(userId: string, creditName: string | null): Promise<VoiceCreditName> {
      const changed = await voices.setCreditName(userId, creditName);
      if (changed === 0)
        throw new AppError('NOT_FOUND', 'Apply to record a language first: the credits name contributors only.');
      return { credit_name: creditName };
    },

    /** The public credits: only names given for it, of active contributors, with their approved clips. */
    async credits(): Promise<VoiceCredits> {
      const rows = await voices.credits();
      const byCode = new Map<string, VoiceCredits['languages'][number]>();
      for (const row of rows) {
        let language = byCode.get(row.code);
        if (!language) {
          language = { code: row.code, name: row.name, contributors: [] };
          byCode.set(row.code, language);
        }
        language.contributors.push({ credit_name: row.creditName, approved: row.approved });
      }
      return { languages: [...byCode.values()] };
    },

    async studio(actor: VoiceActor, code: string, limit: number): Promise<VoiceStudio> {
      const language = await languageOf(code);
      await mustContribute(actor, language.id, { admins: false });
      await voices.syncTexts(language.id);
      // A text with a CMS recording is voiced by a person already, unless that is out of service.
      const candidates = (await voices.studioCandidates(language.id, actor.userId)).filter(
        (row) => row.outOfService || clipSource(row.audioFile) !== 'recording',
      );
      const notes = notesOf(language);
      return {
        items: candidates.slice(0, limit).map((text) => ({
          text_id: text.id,
          text: text.text,
          meaning: text.meaning,
          kind: text.kind,
          where: `Unit ${String(text.unitPosition)} · ${text.unitTitle}`,
          romanisation: romanisationOf(code, text.text),
          notes,
        })),
        remaining: candidates.length,
      };
    },

    async record(actor: VoiceActor, textId: string, upload: Buffer): Promise<VoiceClipCreated> {
      const found = await mustFind(textId, 'text', (id) => voices.findText(id));
      const { text, code } = found;
      await mustContribute(actor, text.languageId, { admins: false });
      const checked = await check(upload);
      const contributor = await voices.latestApplication(actor.userId);
      const clip = await storeWith(code, checked.clip, (repos, key) =>
        repos.voices.insertClip({
          languageId: text.languageId,
          textId: text.id,
          contributorId: actor.userId,
          dialect: contributor?.dialect ?? null,
          seconds: Math.round(checked.seconds * 100) / 100,
          bytes: checked.clip.length,
          storageKey: key,
        }),
      );
      return { clip: { id: clip.id, text_id: text.id, status: 'pending', seconds: clip.seconds } };
    },

    /**
     * "This text is wrong" from the studio: a problem report on the lesson word or the exercise
     * that first uses the text, for the CMS's reports list; the text leaves this contributor's queue.
     */
    async reportText(
      actor: VoiceActor,
      textId: string,
      input: z.output<typeof voiceTextReportInputSchema>,
    ): Promise<VoiceTextReported> {
      const found = await mustFind(textId, 'text', (id) => voices.findText(id));
      const { text } = found;
      await mustContribute(actor, text.languageId, { admins: false });
      const use = await voices.firstUseOf(text.languageId, text.audioFile);
      if (!use) throw new AppError('NOT_FOUND', 'This text is no longer in the course: there is nothing to report.');
      const row = await uow.repos.reports.insert({
        userId: actor.userId,
        ...use,
        textId: text.id,
        kind: 'text_wrong',
        note: blankAsNull(input.note),
      });
      if (!row)
        throw new AppError('CONFLICT', 'You have already reported this text. Thank you, an editor will look at it.');
      return {
        message: 'Thank you: the course editors will check this text. It will not come back to you here.',
      };
    },

    /** A clip's audio for its contributor, the reviewers of its language and admins. */
    async clipAudio(actor: VoiceActor, clipId: string): Promise<Buffer> {
      const found = await mustFind(clipId, 'clip', (id) => voices.findClip(id));
      if (found.clip.contributorId !== actor.userId)
        await mustContribute(actor, found.clip.languageId, { admins: true });
      if (!found.clip.storageKey)
        throw new AppError('NOT_FOUND', 'This recording was deleted when it was rejected or withdrawn.');
      const bytes = await store.get(uow.repos, found.clip.storageKey);
      if (!bytes) throw notFound('clip');
      return bytes;
    },

    async sampleAudio(applicationId: string): Promise<Buffer> {
      const application = UUID.test(applicationId) ? await voices.findApplication(applicationId) : undefined;
      const bytes = application?.sampleKey ? await store.get(uow.repos, application.sampleKey) : undefined;
      if (!bytes) throw notFound('sample');
      return bytes;
    },

    async reviewQueue(actor: VoiceActor, code: string, limit: number): Promise<{ items: VoiceReviewItem[] }> {
      const language = await languageOf(code);
      await mustContribute(actor, language.id, { admins: true });
      const notes = notesOf(language);
      const rows = await voices.reviewQueue(language.id, actor.userId, limit);
      return {
        items: rows.map(({ clip, text }) => ({
          clip_id: clip.id,
          text: text.text,
          meaning: text.meaning,
          romanisation: romanisationOf(code, text.text),
          notes,
          audio_url: clipAudioUrl(clip.id),
          seconds: clip.seconds,
          recorded_at: clip.createdAt.toISOString(),
        })),
      };
    },

    /**
     * A reviewer's verdict. Two approvals from contributors, or one from an admin, approve; two
     * rejections (or an admin's one) reject, and the text returns to the studio; a flag holds the
     * clip for an admin.
     */
    async review(
      actor: VoiceActor,
      clipId: string,
      input: z.output<typeof voiceReviewInputSchema>,
    ): Promise<VoiceClipState> {
      const found = await mustFind(clipId, 'clip', (id) => voices.findClip(id));
      if (found.clip.contributorId === actor.userId)
        throw new AppError('FORBIDDEN', 'You cannot review your own recording: other contributors will.');
      await mustContribute(actor, found.clip.languageId, { admins: true });
      const admin = actor.role === 'admin';
      const { clip, deleted } = await uow.transaction(async (repos) => {
        const locked = await repos.voices.lockClip(clipId);
        if (!locked) throw notFound('clip');
        if (await repos.voices.hasReviewed(clipId, actor.userId))
          throw new AppError('CONFLICT', 'You have already reviewed this clip.');
        if (locked.status !== 'pending') throw new AppError('CONFLICT', 'This clip is no longer waiting for review.');
        await repos.voices.insertReview({
          clipId,
          reviewerId: actor.userId,
          verdict: input.verdict,
          reason: input.reason ?? null,
          note: blankAsNull(input.note),
        });
        if (input.verdict === 'flag')
          return {
            clip: await repos.voices.updateClip(clipId, { status: 'flagged', flags: locked.flags + 1 }),
            deleted: [],
          };
        if (input.verdict === 'approve') {
          const approvals = locked.approvals + 1;
          const approved = admin || approvals >= VOICE_APPROVALS_NEEDED;
          if (approved) await renewUrls(repos, [found.text.audioFile]);
          return {
            clip: await repos.voices.updateClip(clipId, {
              approvals,
              ...(approved && { status: 'approved', approvedAt: now() }),
            }),
            deleted: [],
          };
        }
        const rejections = locked.rejections + 1;
        if (!admin && rejections < VOICE_REJECTIONS_TO_REJECT)
          return { clip: await repos.voices.updateClip(clipId, { rejections }), deleted: [] };
        return reject(repos, locked, { rejections });
      });
      await store.discard(deleted);
      if (clip.status === 'approved') await audibleChanged();
      return { clip: { id: clip.id, status: clip.status } };
    },

    /**
     * A learner reports the clip they were given (by its public URL, as they know no clip ids). A
     * contribution reported by VOICE_REPORTS_TO_HOLD different learners since its last approval is
     * held at once: learners stop hearing it and its texts' URLs renew, until an admin decides. A
     * CMS recording or a course file reported by as many since an admin last kept it is taken out of
     * service the same way. Either is audited with the system as its actor. A repeat is taken silently.
     */
    async report(userId: string, input: z.output<typeof voiceReportInputSchema>): Promise<VoiceReportReceived> {
      const url = input.audio_url;
      const file = (await uow.repos.exercises.clipFile(url)) ?? (await uow.repos.courseWords.clipFile(url));
      const contribution = file ? await voices.approvedClipOf(file) : undefined;
      if (!file || (!contribution && !hasOtherClip(file)))
        throw new AppError('NOT_FOUND', 'We could not find that clip: it may have been replaced since.');
      if (!contribution) {
        const takenOut = await uow.transaction(async (repos) => {
          const counted = await repos.voices.insertReport({
            userId,
            audioFile: file,
            target: `file:${file}`,
            reason: input.reason,
            createdAt: now(),
          });
          if (!counted) return false;
          const state = await repos.voices.fileState(file);
          const reporters = await repos.voices.fileReportersSince(file, state?.countedFrom ?? null);
          if (reporters < VOICE_REPORTS_TO_HOLD) return false;
          const at = now();
          const changed = await repos.voices.setFileState(
            file,
            { status: 'out_of_service', countedFrom: state?.countedFrom ?? null, decidedBy: null, decidedAt: at },
            'kept',
          );
          if (!changed) return false;
          await renewUrls(repos, [file]);
          await repos.audit.record({
            actorId: null,
            actorKind: 'system',
            action: 'take_out',
            entity: 'voice_file',
            entityId: changed.id,
            before: { file, status: 'in_service' },
            after: { file, status: 'out_of_service', reports: reporters },
          });
          return true;
        });
        if (takenOut) await audibleChanged();
        return { received: true };
      }
      const held = await uow.transaction(async (repos) => {
        const locked = await repos.voices.lockClip(contribution.id);
        if (locked?.status !== 'approved') return false;
        const counted = await repos.voices.insertReport({
          userId,
          audioFile: file,
          clipId: locked.id,
          target: locked.id,
          reason: input.reason,
          createdAt: now(),
        });
        if (!counted) return false;
        const since = locked.approvedAt ?? locked.createdAt;
        const reporters = await repos.voices.reportersSince(locked.id, since);
        if (reporters < VOICE_REPORTS_TO_HOLD) return false;
        await repos.voices.updateClip(locked.id, { status: 'held' });
        await renewUrls(repos, [file]);
        await repos.audit.record({
          actorId: null,
          actorKind: 'system',
          action: 'hold',
          entity: 'voice_clip',
          entityId: locked.id,
          before: { status: 'approved' },
          after: { status: 'held', reports: reporters },
        });
        return true;
      });
      if (held) await audibleChanged();
      return { received: true };
    },

    async overview(): Promise<AdminVoices> {
      // A course no contributor has opened in the studio yet has its texts listed once, to be counted.
      const known = await voices.countTexts();
      for (const language of await voices.listLanguages())
        if (!known.has(language.id)) await voices.syncTexts(language.id);
      const [languages, counts, contributors, applications, flagged, wanted, reportedFiles] = await Promise.all([
        voices.listLanguages(),
        voices.clipCounts({}),
        voices.contributorLanguages({}),
        voices.openApplications(),
        voices.flaggedClips(),
        voices.countTexts(),
        voices.reportedFiles(),
      ]);
      const reportCounts = await voices.reportCounts(flagged.map(({ clip }) => clip.id));
      const applicationLanguages = await Promise.all(
        applications.map(({ application }) => voices.contributorLanguages({ applicationId: application.id })),
      );
      const approvedFiles = new Set(await voices.approvedFiles());
      const result: AdminVoices['languages'] = [];
      for (const language of languages) {
        const mine = counts.filter((row) => row.languageId === language.id);
        const sum = (status?: string) =>
          mine.filter((row) => status === undefined || row.status === status).reduce((n, row) => n + row.n, 0);
        const files = await voices.textFilesOf(language.id);
        const voiced = files.filter((file) => approvedFiles.has(file) || hasOtherClip(file));
        const synthetic = voiced.filter((file) => !approvedFiles.has(file) && clipSource(file) === 'course');
        result.push({
          code: language.code,
          name: language.name,
          wanted: wanted.get(language.id) ?? 0,
          recorded: sum(),
          approved: sum('approved'),
          rejected: sum('rejected'),
          pending: sum('pending') + sum('flagged') + sum('held'),
          voiced_share: files.length === 0 ? 0 : voiced.length / files.length,
          synthetic_share: files.length === 0 ? 0 : synthetic.length / files.length,
          contributors: contributors
            .filter((row) => row.contributor.languageId === language.id && row.contributor.status !== 'rejected')
            .map((row) => {
              const theirs = mine.filter((count) => count.contributorId === row.contributor.userId);
              return {
                user_id: row.contributor.userId,
                username: row.username,
                status: row.contributor.status,
                recorded: theirs.reduce((n, count) => n + count.n, 0),
                approved: theirs.filter((count) => count.status === 'approved').reduce((n, count) => n + count.n, 0),
              };
            }),
        });
      }
      return {
        languages: result,
        applications: applications.map(({ application, username }, i) => ({
          id: application.id,
          user_id: application.userId,
          username,
          languages: (applicationLanguages[i] ?? []).map((row) => ({ code: row.code, status: row.contributor.status })),
          region: application.region,
          dialect: application.dialect,
          about: application.about,
          has_sample: application.sampleKey !== null,
          sample_url: application.sampleKey ? sampleAudioUrl(application.id) : null,
          created_at: application.createdAt.toISOString(),
        })),
        flagged: flagged.map(({ clip, text, code }) => ({
          clip_id: clip.id,
          code,
          text,
          audio_url: clipAudioUrl(clip.id),
          flags: clip.flags,
          status: clip.status === 'held' ? ('held' as const) : ('flagged' as const),
          reports: reportCounts.get(clip.id) ?? 0,
        })),
        // A file gone from both folders since it was reported (a course no longer ships it) has nothing to decide.
        // One out of service that an approved contribution replaces has nothing to decide either.
        reported: reportedFiles.flatMap((row) => {
          const source = clipSource(row.audioFile);
          if (!source || (row.outOfService && approvedFiles.has(row.audioFile))) return [];
          return [
            {
              file: row.audioFile,
              code: row.audioFile.split('/')[0] ?? '',
              text: row.text ?? row.audioFile,
              source,
              status: row.outOfService ? ('out_of_service' as const) : ('in_service' as const),
              audio_url: fileAudioUrl(row.audioFile),
              reports: row.reports,
              reasons: voiceRejectReasons.filter((reason) => row.reasons.includes(reason)),
            },
          ];
        }),
      };
    },

    async decideApplication(
      adminId: string,
      applicationId: string,
      code: string,
      decision: 'approve' | 'reject',
    ): Promise<AdminVoiceContributorState> {
      const application = await mustFind(applicationId, 'application', (id) => voices.findApplication(id));
      const language = await languageOf(code);
      const status = decision === 'approve' ? 'active' : 'rejected';
      const row = await uow.transaction(async (repos) => {
        const current = await repos.voices.findContributor(application.userId, language.id);
        if (current?.applicationId !== application.id)
          throw new AppError('NOT_FOUND', `This application does not ask to record ${language.name}.`);
        if (current.status !== 'pending')
          throw new AppError('CONFLICT', `This application's ${language.name} has already been decided.`);
        const changed = await repos.voices.setContributorStatus(
          application.userId,
          language.id,
          { status, decidedBy: adminId, decidedAt: now() },
          application.id,
        );
        await repos.voices.closeApplicationIfDecided(application.id);
        await repos.audit.record({
          actorId: adminId,
          action: decision,
          entity: 'voice_contributor',
          entityId: current.id,
          before: { status: current.status, code },
          after: { status, code },
        });
        return changed;
      });
      return { user_id: application.userId, code, status: row?.status ?? status, withdrawn: 0 };
    },

    /** Pauses a contributor in a language and withdraws every clip of theirs in it, in one step (audited). */
    async pause(adminId: string, userId: string, code: string): Promise<AdminVoiceContributorState> {
      const language = await languageOf(code);
      const { withdrawn, deleted } = await uow.transaction(async (repos) => {
        const current = UUID.test(userId) ? await repos.voices.findContributor(userId, language.id) : undefined;
        if (!current || current.status === 'rejected' || current.status === 'pending')
          throw new AppError('NOT_FOUND', `This learner is not a contributor of ${language.name}.`);
        await repos.voices.setContributorStatus(userId, language.id, {
          status: 'paused',
          decidedBy: adminId,
          decidedAt: now(),
        });
        // Withdrawn clips are never heard again: their audio is deleted.
        const clips = await repos.voices.withdrawClips(userId, language.id);
        const keys = clips.flatMap((clip) => (clip.storageKey ? [clip.storageKey] : []));
        await store.delete(repos, keys);
        await renewUrls(repos, await repos.voices.audioFilesOfTexts(clips.map((clip) => clip.textId)));
        await repos.audit.record({
          actorId: adminId,
          action: 'pause',
          entity: 'voice_contributor',
          entityId: current.id,
          before: { status: current.status, code },
          after: { status: 'paused', code, withdrawn: clips.map((clip) => clip.id) },
        });
        return { withdrawn: clips.length, deleted: keys };
      });
      await store.discard(deleted);
      await audibleChanged();
      return { user_id: userId, code, status: 'paused', withdrawn };
    },

    async resume(adminId: string, userId: string, code: string): Promise<AdminVoiceContributorState> {
      const language = await languageOf(code);
      await uow.transaction(async (repos) => {
        const current = UUID.test(userId) ? await repos.voices.findContributor(userId, language.id) : undefined;
        if (current?.status !== 'paused')
          throw new AppError('CONFLICT', `This learner is not paused in ${language.name}.`);
        await repos.voices.setContributorStatus(userId, language.id, {
          status: 'active',
          decidedBy: adminId,
          decidedAt: now(),
        });
        await repos.audit.record({
          actorId: adminId,
          action: 'resume',
          entity: 'voice_contributor',
          entityId: current.id,
          before: { status: 'paused', code },
          after: { status: 'active', code },
        });
      });
      return { user_id: userId, code, status: 'active', withdrawn: 0 };
    },

    /** An admin settles a flagged clip, or one held by learners' reports: puts it back or rejects it. */
    async decideClip(adminId: string, clipId: string, decision: 'approve' | 'reject'): Promise<VoiceClipState> {
      const found = await mustFind(clipId, 'clip', (id) => voices.findClip(id));
      const { clip, deleted } = await uow.transaction(async (repos) => {
        const locked = await repos.voices.lockClip(clipId);
        if (locked?.status !== 'flagged' && locked?.status !== 'pending' && locked?.status !== 'held')
          throw new AppError('CONFLICT', 'This clip has already been decided.');
        const approved = decision === 'approve';
        if (approved) await renewUrls(repos, [found.text.audioFile]);
        const decided = approved
          ? { clip: await repos.voices.updateClip(clipId, { status: 'approved', approvedAt: now() }), deleted: [] }
          : await reject(repos, locked, { approvedAt: null });
        await repos.audit.record({
          actorId: adminId,
          action: decision,
          entity: 'voice_clip',
          entityId: clipId,
          before: { status: locked.status },
          after: { status: decided.clip.status },
        });
        return decided;
      });
      await store.discard(deleted);
      if (clip.status === 'approved') await audibleChanged();
      return { clip: { id: clip.id, status: clip.status } };
    },

    /** A CMS recording or a course file, for the admin's player, in service or not. */
    async fileAudio(file: string): Promise<Buffer> {
      const bytes = clipSource(file) ? await readClip(file) : undefined;
      if (!bytes) throw notFound('clip');
      return bytes;
    },

    /**
     * An admin decides on a CMS recording or a course file: keeps it (the reports so far are settled,
     * and it plays again if it was out of service) or takes it out of service (learners stop getting
     * it until an admin keeps it or a contribution replaces it; its text goes first in the studio).
     * Audited.
     */
    async decideFile(adminId: string, file: string, decision: 'keep' | 'take_out'): Promise<AdminVoiceFileState> {
      if (!clipSource(file)) throw notFound('clip');
      const changed = await uow.transaction(async (repos) => {
        const state = await repos.voices.fileState(file);
        const before = state?.status === 'out_of_service' ? ('out_of_service' as const) : ('in_service' as const);
        const at = now();
        if (decision === 'take_out' && before === 'out_of_service')
          throw new AppError('CONFLICT', 'This clip is already out of service.');
        if (
          decision === 'keep' &&
          before === 'in_service' &&
          (await repos.voices.fileReportersSince(file, state?.countedFrom ?? null)) === 0
        )
          throw new AppError(
            'CONFLICT',
            'No learner has reported this clip since it was last kept: there is nothing to decide.',
          );
        const row = await repos.voices.setFileState(file, {
          status: decision === 'keep' ? 'kept' : 'out_of_service',
          countedFrom: decision === 'keep' ? at : (state?.countedFrom ?? null),
          decidedBy: adminId,
          decidedAt: at,
        });
        const after = decision === 'keep' ? ('in_service' as const) : ('out_of_service' as const);
        // A URL plays one thing for a year (browsers and proxies keep it): a change gets new ones.
        if (before !== after) await renewUrls(repos, [file]);
        await repos.audit.record({
          actorId: adminId,
          action: decision === 'take_out' ? 'take_out' : before === 'out_of_service' ? 'put_back' : 'keep',
          entity: 'voice_file',
          entityId: row?.id ?? null,
          before: { file, status: before },
          after: { file, status: after },
        });
        return before !== after;
      });
      if (changed) await audibleChanged();
      return { file, status: decision === 'keep' ? 'in_service' : 'out_of_service' };
    },

    /** The approved contribution for a clip file, for learners; undefined when none. */
    async approvedAudio(file: string): Promise<Buffer | undefined> {
      const clip = await voices.approvedClipOf(file);
      return clip?.storageKey ? store.get(uow.repos, clip.storageKey) : undefined;
    },

    /** The sizes of the approved contributions learners get for these clip files (`approvedAudio`'s). */
    async approvedSizes(files: readonly string[]): Promise<Map<string, number>> {
      const clips = await voices.approvedClipsOf(files);
      return new Map(clips.filter((clip) => clip.storageKey).map((clip) => [clip.audioFile, clip.bytes]));
    },

    /** The clip files with an approved contribution (what learners can hear). */
    approvedFiles: () => voices.approvedFiles(),

    /** The CMS recordings and course files out of service (learners do not get them). */
    outOfServiceFiles: () => voices.outOfServiceFiles(),

    /** A learner's clips for their data download. */
    async exportOf(userId: string) {
      const rows = await voices.clipsOfUser(userId);
      return rows.map((row) => ({
        text: row.text,
        language: row.code,
        status: row.status,
        created_at: row.createdAt.toISOString(),
      }));
    },
  };
}

export type VoicesService = ReturnType<typeof createVoicesService>;
