// Every table in one file (past the ~300-line guide on purpose): drizzle-kit diffs this file into
// migrations, and the foreign keys between modules stay visible in one place. Each table is
// written by exactly one repository (see ARCHITECTURE.md, "Module map").
import { exerciseTypes } from '@roots/shared/contracts/exercise-source';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ExercisePayload,
  ExerciseSolution,
  Graded,
  StoredCard,
  StoredCheckResult,
  StoredSummary,
} from './json-types.ts';

// Every table has a random UUID key and a creation time.
const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    requestId: text('request_id'),
    createdAt: createdAt(),
    /** Set when an admin has dealt with the message; unread messages have none. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);

export const blogPostStatuses = ['draft', 'published', 'archived'] as const;

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    featuredImage: text('featured_image'),
    category: text('category').notNull(),
    authorName: text('author_name'),
    status: text('status', { enum: blogPostStatuses }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('blog_posts_published_idx').on(table.status, table.publishedAt),
    index('blog_posts_category_idx').on(table.category, table.status, table.publishedAt),
  ],
);

/** Blog categories: the name readers see for a slug; posts name their category by slug. */
export const blogCategories = pgTable('blog_categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  createdAt: createdAt(),
});

export const userRoles = ['learner', 'admin'] as const;
export const userStatuses = ['active', 'banned'] as const;

/** Who may see a learner's public profile (set in /settings). */
export const profileVisibilities = ['everyone', 'friends', 'nobody'] as const;

/** Romanisation under Ethiopic text in lessons (/settings): `auto` shows it in a course's first units. */
export const romanisationModes = ['auto', 'always', 'never'] as const;

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull(),
  /** NFKC + lower case: two spellings of one address can never make two accounts. */
  emailKey: text('email_key').notNull().unique(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** argon2id; null for accounts that only sign in with Google. */
  passwordHash: text('password_hash'),
  username: text('username').notNull(),
  usernameKey: text('username_key').notNull().unique(),
  displayName: text('display_name'),
  bio: text('bio'),
  avatarUrl: text('avatar_url'),
  dailyGoal: integer('daily_goal').notNull().default(20),
  timeZone: text('time_zone').notNull().default('UTC'),
  romanisation: text('romanisation', { enum: romanisationModes }).notNull().default('auto'),
  role: text('role', { enum: userRoles }).notNull().default('learner'),
  status: text('status', { enum: userStatuses }).notNull().default('active'),
  /** Bumped on role change, ban or password change: older access tokens stop working at once. */
  tokenVersion: integer('token_version').notNull().default(0),
  googleSub: text('google_sub').unique(),
  /** Set when the learner finishes onboarding; until then signing in leads to /onboarding. */
  onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
  profileVisibility: text('profile_visibility', { enum: profileVisibilities }).notNull().default('everyone'),
  /** Kinds of notification the learner turned off in /settings. */
  mutedNotifications: jsonb('muted_notifications').$type<string[]>().notNull().default([]),
  /** The lesson player's right/wrong/complete tones; switched off in /settings. */
  soundEffects: boolean('sound_effects').notNull().default(true),
  /** The course the learner last chose, so it follows the account to another browser. */
  currentLanguageId: uuid('current_language_id').references((): AnyPgColumn => languages.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One signed-in device: a family of refresh tokens, revoked together. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * The account's token version when the session began (or last changed its own password): a
     * refresh under an older version is refused, like an access token would be.
     */
    tokenVersion: integer('token_version').notNull().default(0),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

export const emailTokenPurposes = ['verify', 'reset', 'signin'] as const;

/** Single-use links sent by e-mail (verification, password reset, sign-in); only their hash is kept. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: emailTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('email_tokens_user_idx').on(table.userId, table.purpose)],
);

// ── Courses ─────────────────────────────────────────────────────────────────────────────────────
// Imported from content/courses by key; an admin's later edits are never overwritten by an import.

/** Learners and visitors see only `published`; `archived` keeps learners' history of a removed item. */
export const contentStatuses = ['draft', 'published', 'archived'] as const;
const contentStatus = () => text('status', { enum: contentStatuses }).notNull().default('published');
/** When an admin last changed the row in the CMS; null for rows exactly as imported. */
const editedAt = () => timestamp('edited_at', { withTimezone: true });

export const languages = pgTable('languages', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull(),
  /** "Welcome!" in the language, for the enrol toast (course.yaml `greeting`). */
  greeting: text('greeting').notNull().default(''),
  description: text('description').notNull(),
  specialCharacters: jsonb('special_characters').$type<string[]>().notNull().default([]),
  hasVoice: boolean('has_voice').notNull().default(false),
  status: contentStatus(),
  editedAt: editedAt(),
  position: integer('position').notNull().default(0),
  /** Hash of the course files last imported: an unchanged course is skipped at start. */
  contentHash: text('content_hash'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const units = pgTable(
  'units',
  {
    id: id(),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Grammar and usage notes in Markdown (domain/tips.ts); null when the unit has none. */
    tips: text('tips'),
    status: contentStatus(),
    editedAt: editedAt(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('units_language_key').on(table.languageId, table.key),
    index('units_order_idx').on(table.languageId, table.position),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    /** Unique within the course (language), so imports find the lesson again. */
    key: text('key').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    xpReward: integer('xp_reward').notNull().default(10),
    /** The words the lesson teaches, [course language, English]. */
    words: jsonb('words').$type<[string, string][]>().notNull().default([]),
    status: contentStatus(),
    editedAt: editedAt(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('lessons_unit_key').on(table.unitId, table.key),
    index('lessons_order_idx').on(table.unitId, table.position),
  ],
);

/**
 * The words each lesson teaches, one row a word, as learners get them: the lesson's introduction
 * (`new_words`) and the course's word hints read this table. `lessons.words` stays what an author
 * wrote (the CMS edits it, export writes it back); the lesson repository writes both in the same
 * call, so they cannot drift. Migration 0019 filled it for lessons imported before it existed.
 */
export const courseWords = pgTable(
  'course_words',
  {
    id: id(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    word: text('word').notNull(),
    meaning: text('meaning').notNull(),
    /** The word's clip file, as a listen exercise's (`<code>/<hash of the word>.ogg`); never sent. */
    audioFile: text('audio_file').notNull(),
    /** Where a learner fetches that clip: `/api/audio/<random>.ogg`, opaque; sent only when the clip exists. */
    audioUrl: text('audio_url').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('course_words_lesson_position').on(table.lessonId, table.position),
    unique('course_words_audio_url').on(table.audioUrl),
    index('course_words_audio_file_idx').on(table.audioFile),
  ],
);

export const exercises = pgTable(
  'exercises',
  {
    id: id(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type', { enum: exerciseTypes }).notNull(),
    prompt: text('prompt').notNull(),
    /** What the learner is shown: options, tiles, pairs, sentence… never the answer. */
    payload: jsonb('payload').$type<ExercisePayload>().notNull(),
    /** The answer key: option id, accepted texts, tile orders or pair ids. Never sent before answering. */
    solution: jsonb('solution').$type<ExerciseSolution>().notNull(),
    explanation: text('explanation'),
    /** A listen exercise's clip as the learner fetches it: `/api/audio/<random>.ogg`, opaque. */
    audioUrl: text('audio_url'),
    /** The clip's file under content/audio (`<code>/<hash of what it says>.ogg`); never sent. */
    audioFile: text('audio_file'),
    status: contentStatus(),
    editedAt: editedAt(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('exercises_lesson_position').on(table.lessonId, table.position),
    index('exercises_audio_url_idx').on(table.audioUrl),
  ],
);

export const facts = pgTable(
  'facts',
  {
    id: id(),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    editedAt: editedAt(),
    createdAt: createdAt(),
  },
  (table) => [unique('facts_language_key').on(table.languageId, table.key)],
);

// ── Learning ────────────────────────────────────────────────────────────────────────────────────

export const enrollments = pgTable(
  'enrollments',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.languageId] })],
);

/** One row per learner: hearts, combo, streak, power-ups. XP and coins are ledgers below. */
export const learnerStats = pgTable(
  'learner_stats',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    hearts: integer('hearts').notNull().default(5),
    heartsUpdatedAt: timestamp('hearts_updated_at', { withTimezone: true }).notNull().defaultNow(),
    consecutiveCorrect: integer('consecutive_correct').notNull().default(0),
    currentStreak: integer('current_streak').notNull().default(0),
    longestStreak: integer('longest_streak').notNull().default(0),
    lastStreakDay: date('last_streak_day', { mode: 'string' }),
    /**
     * When the last streak day ended in the zone the learner had then: a streak day is real time,
     * which a later change of zone cannot move (`countStreakDay`).
     */
    streakDayEndsAt: timestamp('streak_day_ends_at', { withTimezone: true }),
    streakFreezes: integer('streak_freezes').notNull().default(0),
    /** The last local day the daily-goal coins were given, so they come once a day. */
    goalRewardDay: date('goal_reward_day', { mode: 'string' }),
    xpBoostUntil: timestamp('xp_boost_until', { withTimezone: true }),
    /** "Can't listen now": listen exercises are skipped, without a heart, until then. */
    listeningSkippedUntil: timestamp('listening_skipped_until', { withTimezone: true }),
    /** "Can't speak now": speak exercises are skipped, without a heart, until then. */
    speakingSkippedUntil: timestamp('speaking_skipped_until', { withTimezone: true }),
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    trialUsed: boolean('trial_used').notNull().default(false),
    coins: integer('coins').notNull().default(0),
    /** The sum of the learner's XP ledger, kept with each credit: the all-time leaderboard reads it. */
    xpTotal: integer('xp_total').notNull().default(0),
  },
  (table) => [index('learner_stats_xp_total_idx').on(table.xpTotal)],
);

export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    firstCompletedAt: timestamp('first_completed_at', { withTimezone: true }).notNull().defaultNow(),
    timesCompleted: integer('times_completed').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lessonId] })],
);

export const attemptStatuses = ['active', 'completed', 'failed'] as const;
export const attemptKinds = ['lesson', 'practice', 'checkpoint'] as const;

export const lessonAttempts = pgTable(
  'lesson_attempts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The lesson; null for a practice session, whose exercises come from the review queue. */
    lessonId: uuid('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: attemptKinds }).notNull().default('lesson'),
    /** A practice session's or a checkpoint's exercises, chosen when it starts. */
    exerciseIds: jsonb('exercise_ids').$type<string[]>(),
    /** A checkpoint's unit: passing it completes every lesson up to the end of that unit. */
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'cascade' }),
    status: text('status', { enum: attemptStatuses }).notNull().default('active'),
    wrongAnswers: integer('wrong_answers').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The completion summary, kept so a repeated final answer returns the same summary. */
    summary: jsonb('summary').$type<StoredSummary>(),
  },
  (table) => [index('lesson_attempts_user_idx').on(table.userId, table.lessonId, table.status)],
);

export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => lessonAttempts.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    wrongCount: integer('wrong_count').notNull().default(0),
    correctAt: timestamp('correct_at', { withTimezone: true }),
    /** The graded result of the correct answer, returned again if it is checked once more. */
    result: jsonb('result').$type<Graded>(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.exerciseId] })],
);

/** A repeated Idempotency-Key returns the first response and changes nothing. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    response: jsonb('response').$type<StoredCheckResult>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    // Keys live a day (a retry comes within seconds); the sweep deletes by age.
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

const ledger = (name: string) =>
  pgTable(
    name,
    {
      id: id(),
      userId: uuid('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      amount: integer('amount').notNull(),
      source: text('source').notNull(),
      /** Credits tied to an attempt can exist once per source: a replay cannot credit twice. */
      attemptId: uuid('attempt_id').references(() => lessonAttempts.id, { onDelete: 'set null' }),
      createdAt: createdAt(),
    },
    (table) => [
      index(`${name}_user_time_idx`).on(table.userId, table.createdAt),
      // The weekly leaderboard reads one week of every learner: a range scan covering the sums.
      index(`${name}_time_user_idx`).on(table.createdAt, table.userId, table.amount),
      unique(`${name}_attempt_source`).on(table.attemptId, table.source),
    ],
  );

/** XP is append-only: totals and weekly sums come from here; nothing else writes XP. */
export const xpLedger = ledger('xp_ledger');
/** Coins earned and spent; learner_stats.coins is the balance, kept in the same transaction. */
export const coinLedger = ledger('coin_ledger');

/** Exercises a learner got wrong, scheduled for review by FSRS (ts-fsrs); practice draws from here. */
export const reviewItems = pgTable(
  'review_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    /** The FSRS card (stability, difficulty, state…), as ts-fsrs reads and writes it. */
    card: jsonb('card').$type<StoredCard>().notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.exerciseId] }),
    index('review_items_due_idx').on(table.userId, table.due),
  ],
);

// ── Administration ──────────────────────────────────────────────────────────────────────────────

export const auditActorKinds = ['admin', 'system'] as const;

/** Every change an admin makes in the CMS: who, what, when, and the item before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** Null once the admin's account is deleted; the record of the change stays. Null for the system. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who acted: an admin, or the system by a rule (three learners' reports take a clip out of service). */
    actorKind: text('actor_kind', { enum: auditActorKinds }).notNull().default('admin'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_entity_idx').on(table.entity, table.entityId),
  ],
);

export const problemKinds = ['answer_rejected', 'audio_wrong', 'exercise_mistake', 'text_wrong'] as const;
export const problemStatuses = ['open', 'accepted', 'dismissed'] as const;

/**
 * A learner's report on an exercise from the lesson player (one per learner per exercise), or a
 * contributor's on a text of the recording studio (`text_wrong`, one per contributor per text),
 * tied to the exercise or the lesson word that first uses the text.
 */
export const problemReports = pgTable(
  'problem_reports',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id').references(() => exercises.id, { onDelete: 'cascade' }),
    wordId: uuid('word_id').references(() => courseWords.id, { onDelete: 'cascade' }),
    /** The studio's text a contributor reported; null for a report from the lesson player. */
    textId: uuid('text_id').references((): AnyPgColumn => voiceTexts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: problemKinds }).notNull(),
    /** The answer the learner gave, as text (for "my answer should be accepted"). */
    answer: text('answer'),
    note: text('note'),
    status: text('status', { enum: problemStatuses }).notNull().default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('problem_reports_user_exercise_text').on(table.userId, table.exerciseId, table.textId).nullsNotDistinct(),
    index('problem_reports_open_idx').on(table.status, table.exerciseId),
    index('problem_reports_text_idx').on(table.textId),
    check('problem_reports_one_item', sql`(${table.exerciseId} is null) <> (${table.wordId} is null)`),
  ],
);

/**
 * What an admin deleted in the CMS, by course code and key, so a later import of the course files
 * does not bring it back (keys, not ids: the rows themselves are gone).
 */
export const contentDeletions = pgTable(
  'content_deletions',
  {
    code: text('code').notNull(),
    kind: text('kind', { enum: ['language', 'unit', 'lesson', 'fact'] }).notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.code, table.kind, table.key] })],
);

// ── Social ──────────────────────────────────────────────────────────────────────────────────────

/** A learner's notifications (spec section 3); `created_at` in the future means scheduled. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user_time_idx').on(table.userId, table.createdAt)],
);

export const friendshipStatuses = ['pending', 'accepted', 'blocked'] as const;

/**
 * One row per pair of learners, whoever asked first: the pair is stored ordered (`user_low` <
 * `user_high`) under one primary key, so A→B and B→A at the same moment end as one friendship.
 * `requester_id` sent the request, or blocked the other.
 */
export const friendships = pgTable(
  'friendships',
  {
    userLow: uuid('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: uuid('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id').notNull(),
    status: text('status', { enum: friendshipStatuses }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userLow, table.userHigh] }),
    index('friendships_high_idx').on(table.userHigh),
    check('friendships_ordered', sql`${table.userLow} < ${table.userHigh}`),
  ],
);

/** A league week closed: one row per week, inserted once by whichever instance closes it. */
export const leagueWeeks = pgTable('league_weeks', {
  weekStart: date('week_start', { mode: 'string' }).primaryKey(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const leagueOutcomes = ['promoted', 'stayed', 'demoted'] as const;

/** A learner's place in a weekly league: tier, group of up to 30, and once closed, rank and outcome. */
export const leagueMembers = pgTable(
  'league_members',
  {
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: integer('tier').notNull(),
    groupNo: integer('group_no').notNull(),
    rank: integer('rank'),
    outcome: text('outcome', { enum: leagueOutcomes }),
    joinedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.weekStart, table.userId] }),
    index('league_members_group_idx').on(table.weekStart, table.tier, table.groupNo),
    index('league_members_user_idx').on(table.userId, table.weekStart),
  ],
);

// ---------------------------------------------------------------------------------------------
// Voices (issue 40): native speakers record the courses' texts, one another review the clips.
// Written by the voices module's repository (modules/voices/voices.repository.ts).
// ---------------------------------------------------------------------------------------------

export const voiceApplicationStatuses = ['open', 'decided'] as const;
export const voiceContributorStatuses = ['pending', 'active', 'paused', 'rejected'] as const;
export const voiceTextKinds = ['word', 'sentence'] as const;
/** `held`: taken out of service by learners' reports until an admin puts it back or rejects it. */
export const voiceClipStatuses = ['pending', 'approved', 'rejected', 'flagged', 'withdrawn', 'held'] as const;
export const voiceFileStatuses = ['kept', 'out_of_service'] as const;
export const voiceVerdicts = ['approve', 'reject', 'flag'] as const;
export const voiceRejectReasons = ['wrong_text', 'unclear', 'noise', 'wrong_tone'] as const;

/** A learner's application to record languages they speak natively; decided per language. */
export const voiceApplications = pgTable(
  'voice_applications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: voiceApplicationStatuses }).notNull().default('open'),
    region: text('region').notNull(),
    dialect: text('dialect'),
    about: text('about'),
    /** Null: do not name me on the credits page. */
    creditName: text('credit_name'),
    /** The sample recording in the clip store; null until it is sent. */
    sampleKey: text('sample_key'),
    createdAt: createdAt(),
  },
  (table) => [
    index('voice_applications_user_idx').on(table.userId),
    // One open application per learner.
    uniqueIndex('voice_applications_one_open')
      .on(table.userId)
      .where(sql`${table.status} = 'open'`),
  ],
);

/** The contributor role, per language: pending until an admin decides, then active, paused or rejected. */
export const voiceContributors = pgTable(
  'voice_contributors',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => voiceApplications.id, { onDelete: 'set null' }),
    status: text('status', { enum: voiceContributorStatuses }).notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [unique('voice_contributors_user_language').on(table.userId, table.languageId)],
);

/**
 * A text a course asks to be spoken: a lesson word or a listen exercise's sentence, keyed by its
 * clip file (`<code>/<hash of the text>.ogg`, as course files and CMS recordings name theirs). The
 * id is random and is the API's `text_id`: it never changes once made, whatever is imported again.
 */
export const voiceTexts = pgTable(
  'voice_texts',
  {
    id: id(),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    audioFile: text('audio_file').notNull().unique(),
    text: text('text').notNull(),
    meaning: text('meaning').notNull(),
    kind: text('kind', { enum: voiceTextKinds }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('voice_texts_language_idx').on(table.languageId)],
);

/** A contributor's recording of a text, checked and normalised; learners hear it once approved. */
export const voiceClips = pgTable(
  'voice_clips',
  {
    id: id(),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    textId: uuid('text_id')
      .notNull()
      .references(() => voiceTexts.id, { onDelete: 'cascade' }),
    contributorId: uuid('contributor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dialect: text('dialect'),
    status: text('status', { enum: voiceClipStatuses }).notNull().default('pending'),
    approvals: integer('approvals').notNull().default(0),
    rejections: integer('rejections').notNull().default(0),
    flags: integer('flags').notNull().default(0),
    seconds: doublePrecision('seconds').notNull(),
    bytes: integer('bytes').notNull(),
    /**
     * Where the clip store keeps it (clip-store.ts); null once its audio is deleted (a clip
     * rejected or withdrawn is never heard again, and its row stays for the counts).
     */
    storageKey: text('storage_key').unique(),
    createdAt: createdAt(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (table) => [
    index('voice_clips_language_status_idx').on(table.languageId, table.status, table.createdAt),
    index('voice_clips_text_idx').on(table.textId),
    index('voice_clips_contributor_idx').on(table.contributorId),
  ],
);

/** One reviewer's verdict on one clip. */
export const voiceReviews = pgTable(
  'voice_reviews',
  {
    id: id(),
    clipId: uuid('clip_id')
      .notNull()
      .references(() => voiceClips.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verdict: text('verdict', { enum: voiceVerdicts }).notNull(),
    reason: text('reason', { enum: voiceRejectReasons }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [unique('voice_reviews_clip_reviewer').on(table.clipId, table.reviewerId)],
);

/**
 * A learner's report of a clip they heard (issue 40 §3), by the clip being served then: a contribution
 * (`clip_id`), else the CMS recording or course file of `audio_file`. One per learner per target.
 */
export const voiceReports = pgTable(
  'voice_reports',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The clip file reported (`<code>/<hash>.ogg`). */
    audioFile: text('audio_file').notNull(),
    clipId: uuid('clip_id').references(() => voiceClips.id, { onDelete: 'cascade' }),
    /** What was reported: the contribution's id, else `file:<audio_file>`, so a learner counts once. */
    target: text('target').notNull(),
    reason: text('reason', { enum: voiceRejectReasons }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('voice_reports_user_target').on(table.userId, table.target),
    index('voice_reports_target_idx').on(table.target),
  ],
);

/**
 * An admin's (or the reports rule's) decision on a clip that is no contribution, a CMS recording or
 * a course file, by its clip file: `out_of_service` stops serving it until an admin keeps it again
 * or an approved contribution replaces it; `kept` says the reports before `counted_from` are settled.
 */
export const voiceFileStates = pgTable('voice_file_states', {
  id: id(),
  audioFile: text('audio_file').notNull().unique(),
  status: text('status', { enum: voiceFileStatuses }).notNull(),
  /** Learners' reports count from here (the last time an admin kept the clip); null: all of them. */
  countedFrom: timestamp('counted_from', { withTimezone: true }),
  /** Null when the reports rule decided, or the admin's account is gone. */
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The database clip store (CLIP_STORE=database): clips every instance reads, small enough for a row. */
export const clipBlobs = pgTable('clip_blobs', {
  key: text('key').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * The clips a store outside the database (CLIP_STORE=folder or s3) has still to delete: written in
 * the transaction that deletes their rows, removed once the store has deleted them (clip-store.ts).
 */
export const clipDeletions = pgTable('clip_deletions', {
  key: text('key').primaryKey(),
  createdAt: createdAt(),
});

// ── Reminders (issue 41) ────────────────────────────────────────────────────────────────────────

/**
 * A learner's reminders: channels, kinds and times (minutes after local midnight, in the zone of
 * `users.time_zone`). `next_due_at` is the next moment a reminder may go (null: none is on); each
 * instance's minute tick claims due rows by moving it forward atomically, so one reminder goes once.
 */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    push: boolean('push').notNull().default(false),
    email: boolean('email').notNull().default(false),
    daily: boolean('daily').notNull().default(true),
    streak: boolean('streak').notNull().default(true),
    remindAt: integer('remind_at')
      .notNull()
      .default(18 * 60),
    quietStart: integer('quiet_start')
      .notNull()
      .default(21 * 60),
    quietEnd: integer('quiet_end')
      .notNull()
      .default(8 * 60),
    promptDismissed: boolean('prompt_dismissed').notNull().default(false),
    /** The learner's local day of the last reminder: at most one a day. */
    sentOn: date('sent_on', { mode: 'string' }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reminder_settings_due_idx')
      .on(table.nextDueAt)
      .where(sql`${table.nextDueAt} is not null`),
    check(
      'reminder_settings_minutes',
      sql`${table.remindAt} between 0 and 1439 and ${table.quietStart} between 0 and 1439 and ${table.quietEnd} between 0 and 1439`,
    ),
  ],
);

/** A device's Web Push subscription; deleted when the push service says it has expired (404/410). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastPushedAt: timestamp('last_pushed_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/** Keys the server makes once and every instance shares: the VAPID pair when not in the environment. */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});
