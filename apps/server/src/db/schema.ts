import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);

export const blogPostStatuses = ['draft', 'published'] as const;

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

export const userRoles = ['learner', 'admin'] as const;
export const userStatuses = ['active', 'banned'] as const;

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
  role: text('role', { enum: userRoles }).notNull().default('learner'),
  status: text('status', { enum: userStatuses }).notNull().default('active'),
  /** Bumped on role change, ban or password change: older access tokens stop working at once. */
  tokenVersion: integer('token_version').notNull().default(0),
  googleSub: text('google_sub').unique(),
  /** Set when the learner finishes onboarding; until then signing in leads to /onboarding. */
  onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
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

export const emailTokenPurposes = ['verify', 'reset'] as const;

/** Single-use links sent by e-mail (verification, password reset); only their hash is kept. */
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
