import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { tempDir } from './test/after-file.ts';

const dataDir = () => tempDir('config');

describe('configuration', () => {
  it('runs on defaults: port 3000, PGlite under ./data, APP_URL from the port', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, appUrl: 'http://localhost:3000', dataDir: dir });
    // Outside production the JWT secret is generated once and kept.
    expect(config.jwtSecret).toBe(readFileSync(join(dir, 'jwt-secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('keeps voice clips in DATA_DIR on the embedded database and in PostgreSQL with DATABASE_URL, unless CLIP_STORE says', () => {
    const dir = dataDir();
    const kind = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, ...env }).clipStore.kind;
    expect(kind({})).toBe('folder');
    expect(kind({ DATABASE_URL: 'postgres://db/roots' })).toBe('database');
    expect(kind({ DATABASE_URL: 'postgres://db/roots', CLIP_STORE: 'folder' })).toBe('folder');
    expect(kind({ CLIP_STORE: 'database' })).toBe('database');
    expect(() => kind({ CLIP_STORE: 'disk' })).toThrow(/CLIP_STORE: must be folder, database or s3/);
  });

  it('keeps voice clips in an S3-compatible bucket with CLIP_STORE=s3, its bucket and region required', () => {
    const dir = dataDir();
    expect(
      loadConfig({
        DATA_DIR: dir,
        CLIP_STORE: 's3',
        CLIP_S3_BUCKET: 'roots-clips',
        CLIP_S3_REGION: 'eu-west-1',
      }).clipStore,
    ).toEqual({ kind: 's3', bucket: 'roots-clips', region: 'eu-west-1', endpoint: undefined, forcePathStyle: false });
    expect(
      loadConfig({
        DATA_DIR: dir,
        CLIP_STORE: 's3',
        CLIP_S3_BUCKET: 'roots-clips',
        CLIP_S3_REGION: 'us-east-1',
        CLIP_S3_ENDPOINT: 'http://minio.internal:9000',
        CLIP_S3_FORCE_PATH_STYLE: 'true',
      }).clipStore,
    ).toMatchObject({ endpoint: 'http://minio.internal:9000', forcePathStyle: true });

    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dir, ...env });
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(problems({ CLIP_STORE: 's3' })).toEqual([
      'CLIP_S3_BUCKET: is required with CLIP_STORE=s3',
      "CLIP_S3_REGION: is required with CLIP_STORE=s3 (the bucket's region; us-east-1 suits most S3-compatible servers)",
    ]);
    expect(
      problems({
        CLIP_STORE: 's3',
        CLIP_S3_BUCKET: 'Roots_Clips',
        CLIP_S3_REGION: 'eu-west-1',
        CLIP_S3_ENDPOINT: 'minio:9000',
        CLIP_S3_FORCE_PATH_STYLE: 'sometimes',
      }),
    ).toEqual([
      'CLIP_S3_BUCKET: must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
      'CLIP_S3_ENDPOINT: must be an http(s) URL',
      'CLIP_S3_FORCE_PATH_STYLE: must be true or false',
    ]);
    // Set without CLIP_STORE=s3, the bucket would be ignored: the clips would go elsewhere unsaid.
    expect(problems({ CLIP_S3_BUCKET: 'roots-clips', CLIP_S3_REGION: 'eu-west-1' })).toEqual([
      'CLIP_S3_BUCKET, CLIP_S3_REGION: used only with CLIP_STORE=s3; set it, or remove them',
    ]);
  });

  it('refuses an emptied jwt-secret file instead of signing tokens with an empty key', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'jwt-secret'), '\n');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(
      /jwt-secret: is empty or too short; delete it to make a new one/,
    );
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'http://x',
        NODE_ENV: 'production',
        DATA_DIR: dataDir(),
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT: must be a port number');
    expect(problems).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(problems).toContain('REDIS_URL: must be a redis:// URL');
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      /JWT_SECRET: is required in production/,
    );
  });

  it('needs both Google settings or neither', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id', DATA_DIR: dataDir() })).toThrow(/set both or neither/);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', DATA_DIR: dataDir() }).google).toEqual({
      clientId: 'id',
      clientSecret: 's',
      issuer: 'https://accounts.google.com',
    });
  });

  it('treats empty variables as unset and strips a trailing slash from APP_URL', () => {
    const config = loadConfig({ DATABASE_URL: '', APP_URL: 'https://roots.example/', DATA_DIR: dataDir() });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appUrl).toBe('https://roots.example');
  });
});
