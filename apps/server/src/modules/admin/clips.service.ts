import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ClipStatus } from '@roots/shared/contracts/management';
import { AppError } from '@roots/shared/errors';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { type ClipFolders, clipFileOf, clipRoot, locateClip, newClipUrl } from '../course/course.clips.ts';
import type { ExerciseRepository } from '../course/course-exercise.repository.ts';
import type { LanguageRepository } from '../course/course-language.repository.ts';
import type { CourseWordRepository } from '../course/course-word.repository.ts';
import type { AuditRepository } from './audit.repository.ts';

export interface ClipRepos {
  languages: LanguageRepository;
  exercises: ExerciseRepository;
  courseWords: CourseWordRepository;
  audit: AuditRepository;
}

/** The programs that make clips (lib/audio.ts); tests pass their own to stay fast and offline. */
export interface ClipMaker {
  encodeRecording(upload: Buffer): Promise<Buffer>;
  speak(text: string, voice: string): Promise<Buffer>;
  hasSpeechVoice(voice: string): Promise<boolean>;
}

/**
 * Clips of listen exercises made in the CMS: an admin's recording (uploaded or recorded in the
 * browser) or speech from espeak-ng where the language has a voice. They are stored under
 * `DATA_DIR/audio/<code>/` with the course files' naming, so an exercise saying that sentence
 * finds its clip, and a recording replaces a synthetic clip of the same sentence.
 */
export function createClipService({
  uow,
  folders,
  maker,
}: {
  uow: UnitOfWork<ClipRepos>;
  folders: ClipFolders;
  maker: ClipMaker;
}) {
  async function languageOf(languageId: string) {
    const language = await uow.repos.languages.find(languageId);
    if (!language) throw new AppError('NOT_FOUND', 'We could not find that language.');
    return language;
  }

  async function canGenerate(language: { code: string; hasVoice: boolean }) {
    return language.hasVoice && (await maker.hasSpeechVoice(language.code));
  }

  async function status(languageId: string, say: string): Promise<ClipStatus> {
    const language = await languageOf(languageId);
    const root = clipRoot(folders, clipFileOf(language.code, say));
    const source = root === undefined ? 'none' : root === folders.recordings ? 'recording' : 'course';
    return { say, source, can_generate: await canGenerate(language) };
  }

  /** Writes the clip (whole or not at all), then gives the exercises playing it new URLs. */
  async function store(actorId: string, language: { id: string; code: string }, say: string, clip: Buffer) {
    const file = clipFileOf(language.code, say);
    const target = join(folders.recordings, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(`${target}.part`, clip);
    await rename(`${target}.part`, target);
    await uow.transaction(async (repos) => {
      const renewed = await repos.exercises.renewClipUrls(file, newClipUrl);
      // A lesson word saying the same text plays the same file: its URL is renewed too.
      await repos.courseWords.renewClipUrls(file, newClipUrl);
      await repos.audit.record({
        actorId,
        action: 'record',
        entity: 'clip',
        entityId: language.id,
        before: null,
        after: { say, bytes: clip.length, exercises: renewed },
      });
    });
    return status(language.id, say);
  }

  return {
    status,

    /** The clip itself, for the editor's player (a few hundred KB at most). */
    async audio(languageId: string, say: string): Promise<Buffer> {
      const language = await languageOf(languageId);
      const clip = locateClip(folders, clipFileOf(language.code, say));
      return readFile(join(clip.root, clip.file));
    },

    async saveRecording(actorId: string, languageId: string, say: string, upload: Buffer) {
      const language = await languageOf(languageId);
      return store(actorId, language, say, await maker.encodeRecording(upload));
    },

    async generate(actorId: string, languageId: string, say: string) {
      const language = await languageOf(languageId);
      if (!(await canGenerate(language))) {
        throw new AppError(
          'CONFLICT',
          `There is no speech voice for ${language.name} on this server: upload or record the sentence instead.`,
        );
      }
      return store(actorId, language, say, await maker.speak(say, language.code));
    },
  };
}

export type ClipService = ReturnType<typeof createClipService>;
