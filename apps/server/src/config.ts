import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = (protocols: RegExp, hint: string) =>
  z.preprocess(emptyAsUndefined, z.url({ protocol: protocols, error: hint }).optional());

/** Every setting Roots reads from the environment; `.env.example` lists the same names. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  APP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  DATA_DIR: z.string().min(1).default('./data'),
  CONTENT_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/, 'must be a postgres:// URL'),
  REDIS_URL: optionalUrl(/^rediss?$/, 'must be a redis:// URL'),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: optionalUrl(/^smtps?$/, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().default('Roots <hello@roots.local>'),
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  GOOGLE_ISSUER: z.preprocess(emptyAsUndefined, z.url().optional()),
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NOTIFICATION_STREAMS_MAX: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1, 'must be at least 1')
    .default(2_000),
  CLIP_STORE: z.preprocess(
    emptyAsUndefined,
    z.enum(['folder', 'database', 's3'], { error: 'must be folder, database or s3' }).optional(),
  ),
  CLIP_S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
      )
      .optional(),
  ),
  CLIP_S3_REGION: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-west-1')
      .optional(),
  ),
  CLIP_S3_ENDPOINT: optionalUrl(/^https?$/, 'must be an http(s) URL'),
  CLIP_S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, z.stringbool({ error: 'must be true or false' }).optional()),
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[\w-]{87}$/, 'must be an uncompressed P-256 public key, base64url')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[\w-]{43}$/, 'must be a P-256 private key, base64url')
      .optional(),
  ),
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: URL')
      .optional(),
  ),
  PUSH_ORIGINS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((text) => text.split(',').map((origin) => origin.trim()))
      .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be http(s) origins, separated by commas' })))
      .optional(),
  ),
});

/** The S3-compatible bucket of CLIP_STORE=s3; credentials come from the AWS SDK's default chain. */
export interface S3ClipSettings {
  bucket: string;
  region: string;
  /** Another S3-compatible server (MinIO, Ceph, R2…); AWS's own endpoint when undefined. */
  endpoint: string | undefined;
  /** Buckets addressed as `endpoint/bucket` instead of `bucket.endpoint` (most servers but AWS need it). */
  forcePathStyle: boolean;
}

export type ClipStoreSettings = { kind: 'folder' } | { kind: 'database' } | ({ kind: 's3' } & S3ClipSettings);

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  appUrl: string;
  dataDir: string;
  /** Courses, blog posts and audio to import; the repository's content/ unless CONTENT_DIR is set. */
  contentDir: string | undefined;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  adminEmail: string | undefined;
  trustProxy: boolean;
  logLevel: string;
  /** Live notification streams this process holds at most; one more is answered 503 until one closes. */
  notificationStreamsMax: number;
  /**
   * Where contributors' clips are kept (issue 40): `folder` (DATA_DIR/audio/voices, the default on
   * the embedded database), `database` (the clip_blobs table, the default with DATABASE_URL, so
   * every instance reads the same clips) or `s3` (a bucket every instance reads).
   */
  clipStore: ClipStoreSettings;
  /** The VAPID key pair from the environment; without it one is made once and kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** How push services reach whoever runs the server: VAPID_SUBJECT, else a mailto: of MAIL_FROM's address. */
  vapidSubject: string;
  /** Origins push endpoints may use besides the browsers' push services (tests, a self-hosted push service). */
  pushOrigins: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The configuration has ${String(problems.length)} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/**
 * Reads and checks the environment once. Every problem is collected so a self-hoster sees the
 * whole list at once instead of fixing one variable per restart.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) problems.push('JWT_SECRET: is required in production');
  const googleParts = [e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET].filter(Boolean).length;
  if (googleParts === 1) problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither');
  const clipStore = clipStoreOf(e, problems);
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    appUrl: (e.APP_URL ?? `http://localhost:${String(e.PORT)}`).replace(/\/+$/, ''),
    dataDir,
    contentDir: e.CONTENT_DIR === undefined ? undefined : resolve(e.CONTENT_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? developmentSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.GOOGLE_ISSUER ?? 'https://accounts.google.com',
          }
        : undefined,
    adminEmail: e.ADMIN_EMAIL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    notificationStreamsMax: e.NOTIFICATION_STREAMS_MAX,
    clipStore,
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM.trim()}`,
    pushOrigins: (e.PUSH_ORIGINS ?? []).map((origin) => new URL(origin).origin),
  };
}

type Env = z.output<typeof envSchema>;
const s3Variables = ['CLIP_S3_BUCKET', 'CLIP_S3_REGION', 'CLIP_S3_ENDPOINT', 'CLIP_S3_FORCE_PATH_STYLE'] as const;

/**
 * The clip store, with what is wrong in its settings added to `problems`: CLIP_STORE=s3 needs a
 * bucket and its region, and CLIP_S3_ settings without it would be ignored without a word.
 */
function clipStoreOf(e: Env, problems: string[]): ClipStoreSettings {
  if (e.CLIP_STORE !== 's3') {
    const unused = s3Variables.filter((name) => e[name] !== undefined);
    if (unused.length > 0) problems.push(`${unused.join(', ')}: used only with CLIP_STORE=s3; set it, or remove them`);
    return { kind: e.CLIP_STORE ?? (e.DATABASE_URL ? 'database' : 'folder') };
  }
  if (!e.CLIP_S3_BUCKET) problems.push('CLIP_S3_BUCKET: is required with CLIP_STORE=s3');
  if (!e.CLIP_S3_REGION)
    problems.push(
      "CLIP_S3_REGION: is required with CLIP_STORE=s3 (the bucket's region; us-east-1 suits most S3-compatible servers)",
    );
  return {
    kind: 's3',
    bucket: e.CLIP_S3_BUCKET ?? '',
    region: e.CLIP_S3_REGION ?? '',
    endpoint: e.CLIP_S3_ENDPOINT,
    forcePathStyle: e.CLIP_S3_FORCE_PATH_STYLE ?? false,
  };
}

/** Outside production a missing JWT_SECRET is generated once and kept, so sign-ins survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
  // An emptied file (a full disk at the first start, a bad copy) would sign tokens with a guessable
  // key, and every sign-in would fail: refuse to start instead.
  if (secret.length < 32) {
    throw new ConfigError([
      `${file}: is empty or too short; delete it to make a new one (everyone signs in again), or set JWT_SECRET`,
    ]);
  }
  return secret;
}
