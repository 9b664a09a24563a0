import type { problemReportSchema, ReportGroup } from '@roots/shared/contracts/management';
import { exerciseSourceSchema } from '@roots/shared/contracts/exercise-source';
import { AppError } from '@roots/shared/errors';
import type { z } from 'zod';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { toExerciseSource } from '../content/content.exercise-source.ts';
import type { ExerciseRepository, ExerciseRow } from '../course/course-exercise.repository.ts';
import type { LessonRepository } from '../course/course-lesson.repository.ts';
import type { AuditRepository } from './audit.repository.ts';
import { refuseExercise } from './cms-shared.service.ts';
import { toAdminExercise } from './cms.views.ts';
import type { ReportRepository } from './report.repository.ts';

export interface ReportRepos {
  reports: ReportRepository;
  lessons: LessonRepository;
  exercises: ExerciseRepository;
  audit: AuditRepository;
}

/** Whether an exercise is answered by typing (or tiles read as text): only then can an answer be added. */
const acceptsText = (exercise: Pick<ExerciseRow, 'type' | 'payload'>) =>
  exercise.type === 'translate' ||
  exercise.type === 'word_bank' ||
  exercise.type === 'listen' ||
  (exercise.type === 'fill_blank' && !exercise.payload.options);

/**
 * The exercise with these accepted answers, once it passes what a CMS edit of it would: the
 * author's schema, and the publishing checks while learners can meet it.
 */
async function withAnswers(repos: ReportRepos, before: ExerciseRow, answers: string[], editedAt: Date) {
  const solution = { ...before.solution, answers };
  const source = exerciseSourceSchema.safeParse(toExerciseSource({ ...before, solution }));
  if (!source.success)
    throw new AppError('BAD_REQUEST', 'This answer cannot be accepted as written: edit the exercise instead.');
  const lesson = await repos.lessons.find(before.lessonId);
  if (!lesson) throw new AppError('NOT_FOUND', 'We could not find that exercise.');
  if (before.status === 'published')
    refuseExercise(source.data, lesson.language.code, 'This answer cannot be accepted');
  return repos.exercises.update(before.id, { solution, editedAt });
}

/**
 * Learners' reports from the lesson player, and what admins do with them: accept the learner's
 * answer as a new accepted answer (graded correct for everyone from then on) or dismiss.
 */
export function createReportsService({
  uow,
  now = () => new Date(),
}: {
  uow: UnitOfWork<ReportRepos>;
  now?: () => Date;
}) {
  return {
    async report(userId: string, exerciseId: string, input: z.output<typeof problemReportSchema>) {
      const { lessons, exercises, reports } = uow.repos;
      const exercise = await exercises.findPublished(exerciseId);
      if (!exercise || !(await lessons.findPublished(exercise.lessonId)))
        throw new AppError('NOT_FOUND', 'We could not find that exercise.');
      if (input.kind === 'answer_rejected' && !input.answer)
        throw new AppError('VALIDATION_FAILED', 'Say which answer should be accepted.', {
          answer: 'Write the answer you gave.',
        });
      const row = await reports.insert({
        userId,
        exerciseId,
        kind: input.kind,
        answer: input.answer?.normalize('NFC') ?? null,
        note: input.note ?? null,
      });
      if (!row)
        throw new AppError('CONFLICT', 'You have already reported this exercise. Thank you, we will look at it.');
      return { id: row.id, message: 'Thank you! An editor will look at your report.' };
    },

    /** Open reports grouped by exercise or by lesson word (a studio report on a word), most reported first. */
    async listOpen(): Promise<ReportGroup[]> {
      const groups = new Map<string, ReportGroup>();
      for (const row of await uow.repos.reports.listOpen()) {
        const on = row.exercise
          ? { key: row.exercise.id, exercise_id: row.exercise.id, word_id: null, ...row.exercise }
          : row.word
            ? { key: row.word.id, exercise_id: null, word_id: row.word.id, type: 'word', prompt: row.word.word }
            : undefined;
        if (!on) continue;
        const group = groups.get(on.key) ?? {
          exercise_id: on.exercise_id,
          word_id: on.word_id,
          lesson_id: row.lesson.id,
          lesson_title: row.lesson.title,
          language_code: row.code,
          type: on.type,
          prompt: on.prompt,
          ...(row.word && { question: row.word.meaning }),
          accepts_text: false,
          reports: [],
        };
        group.reports.push({
          id: row.report.id,
          kind: row.report.kind,
          answer: row.report.answer,
          note: row.report.note,
          text: row.text,
          username: row.username,
          created_at: row.report.createdAt.toISOString(),
        });
        groups.set(on.key, group);
      }
      const list = [...groups.values()];
      for (const group of list) {
        const exercise = group.exercise_id ? await uow.repos.exercises.find(group.exercise_id) : undefined;
        group.accepts_text = exercise ? acceptsText(exercise) : false;
        if (exercise?.payload.question !== undefined) group.question = exercise.payload.question;
      }
      return list.sort((a, b) => b.reports.length - a.reports.length);
    },

    countOpen: () => uow.repos.reports.countOpen(),

    /** Adds the reported answer to the exercise's accepted answers, in one transaction with the audit entry. */
    async accept(actorId: string, reportId: string) {
      return uow.transaction(async (repos) => {
        const report = await repos.reports.find(reportId, { lock: true });
        if (!report) throw new AppError('NOT_FOUND', 'We could not find that report.');
        if (report.status !== 'open') throw new AppError('CONFLICT', 'This report has already been dealt with.');
        if (report.kind !== 'answer_rejected' || !report.answer)
          throw new AppError('BAD_REQUEST', 'Only a report of a rejected answer can be accepted; dismiss it instead.');
        const before = report.exerciseId ? await repos.exercises.find(report.exerciseId) : undefined;
        if (!before) throw new AppError('NOT_FOUND', 'We could not find that exercise.');
        if (!acceptsText(before))
          throw new AppError('BAD_REQUEST', 'This exercise is answered by choosing, not typing: edit it instead.');
        const answers = before.solution.answers ?? [];
        const after = answers.includes(report.answer)
          ? before
          : await withAnswers(repos, before, [...answers, report.answer], now());
        await repos.reports.resolve(report.id, 'accepted', actorId, now());
        await repos.audit.record({
          actorId,
          action: 'accept_answer',
          entity: 'exercise',
          entityId: before.id,
          before: toAdminExercise(before),
          after: after ? toAdminExercise(after) : null,
        });
        return { id: report.id, message: `“${report.answer}” is now accepted for everyone.` };
      });
    },

    async dismiss(actorId: string, reportId: string) {
      return uow.transaction(async (repos) => {
        const row = await repos.reports.resolve(reportId, 'dismissed', actorId, now());
        if (!row) {
          if (await repos.reports.find(reportId))
            throw new AppError('CONFLICT', 'This report has already been dealt with.');
          throw new AppError('NOT_FOUND', 'We could not find that report.');
        }
        await repos.audit.record({
          actorId,
          action: 'dismiss',
          entity: 'problem_report',
          entityId: row.id,
          before: null,
          after: { status: row.status },
        });
        return { id: row.id, message: 'The report was dismissed.' };
      });
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
