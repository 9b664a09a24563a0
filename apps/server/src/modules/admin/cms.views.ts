import type {
  AdminExercise,
  AdminFact,
  AdminLanguage,
  AdminLesson,
  AdminPost,
  AdminUnit,
} from '@roots/shared/contracts/management';
import type { BlogPostRow } from '../blog/blog.repository.ts';
import { toExerciseSource } from '../content/content.exercise-source.ts';
import type { ExerciseRow } from '../course/course-exercise.repository.ts';
import type { FactRow } from '../course/course-fact.repository.ts';
import type { LanguageRow } from '../course/course-language.repository.ts';
import type { LessonRow } from '../course/course-lesson.repository.ts';
import type { UnitRow } from '../course/course-unit.repository.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const toAdminLanguage = (row: LanguageRow): AdminLanguage => ({
  id: row.id,
  position: row.position,
  status: row.status,
  edited_at: iso(row.editedAt),
  code: row.code,
  name: row.name,
  native_name: row.nativeName,
  description: row.description,
  special_characters: row.specialCharacters,
  has_voice: row.hasVoice,
});

export const toAdminUnit = (row: UnitRow): AdminUnit => ({
  id: row.id,
  position: row.position,
  status: row.status,
  edited_at: iso(row.editedAt),
  language_id: row.languageId,
  key: row.key,
  title: row.title,
  description: row.description,
  tips: row.tips,
});

export const toAdminLesson = (row: LessonRow): AdminLesson => ({
  id: row.id,
  position: row.position,
  status: row.status,
  edited_at: iso(row.editedAt),
  unit_id: row.unitId,
  key: row.key,
  title: row.title,
  xp_reward: row.xpReward,
  words: row.words,
});

export const toAdminExercise = (row: ExerciseRow): AdminExercise => ({
  id: row.id,
  position: row.position,
  status: row.status,
  edited_at: iso(row.editedAt),
  lesson_id: row.lessonId,
  type: row.type,
  exercise: toExerciseSource(row),
  audio_url: row.audioUrl,
});

export const toAdminFact = (row: FactRow): AdminFact => ({
  id: row.id,
  position: row.position,
  status: 'published',
  edited_at: iso(row.editedAt),
  language_id: row.languageId,
  key: row.key,
  category: row.category,
  title: row.title,
  body: row.body,
});

export const toAdminPost = (row: BlogPostRow): AdminPost => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  body_markdown: row.bodyMarkdown,
  category: row.category,
  featured_image: row.featuredImage,
  author_name: row.authorName,
  status: row.status,
  published_at: iso(row.publishedAt),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
