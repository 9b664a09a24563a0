import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courseWords, languages, lessons, units } from '../../db/schema.ts';
import { clipFileOf, newClipUrl } from './course.clips.ts';

/** `course_words`: each lesson's words one row a word, kept by `sync` from `lessons.words`, with their clips. */
export function createCourseWordRepository(db: Executor) {
  return {
    /**
     * Writes a lesson's words to `course_words` as well, one row a word (see the table): every path
     * that writes `lessons.words` (import, the CMS's create and update) goes through here, from the
     * lesson repository. Unchanged words keep their rows, and so their clip URLs.
     */
    async sync(lessonId: string, words: readonly (readonly [string, string])[]) {
      const current = await db
        .select({ word: courseWords.word, meaning: courseWords.meaning })
        .from(courseWords)
        .where(eq(courseWords.lessonId, lessonId))
        .orderBy(asc(courseWords.position));
      if (JSON.stringify(current.map((row) => [row.word, row.meaning])) === JSON.stringify(words)) return;
      const [language] = await db
        .select({ code: languages.code })
        .from(lessons)
        .innerJoin(units, eq(units.id, lessons.unitId))
        .innerJoin(languages, eq(languages.id, units.languageId))
        .where(eq(lessons.id, lessonId));
      if (!language) throw new Error(`lesson ${lessonId} has no language`);
      await db.delete(courseWords).where(eq(courseWords.lessonId, lessonId));
      if (words.length === 0) return;
      await db.insert(courseWords).values(
        words.map(([word, meaning], i) => ({
          lessonId,
          position: i + 1,
          word,
          meaning,
          audioFile: clipFileOf(language.code, word),
          audioUrl: newClipUrl(),
        })),
      );
    },

    /** The file behind a clip's public URL (`audio_url`), if a course word has that URL. */
    async clipFile(audioUrl: string): Promise<string | undefined> {
      const [word] = await db
        .select({ file: courseWords.audioFile })
        .from(courseWords)
        .where(eq(courseWords.audioUrl, audioUrl))
        .limit(1);
      return word?.file;
    },

    /** Gives every word that plays this clip file a new public URL (see the exercises' `renewClipUrls`). */
    async renewClipUrls(audioFile: string, newUrl: () => string) {
      const words = await db
        .select({ id: courseWords.id })
        .from(courseWords)
        .where(eq(courseWords.audioFile, audioFile));
      for (const word of words)
        await db.update(courseWords).set({ audioUrl: newUrl() }).where(eq(courseWords.id, word.id));
    },
  };
}

export type CourseWordRepository = ReturnType<typeof createCourseWordRepository>;
