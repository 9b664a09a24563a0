// A local S3-compatible server for the tests of CLIP_STORE=s3 (s3rver), on a free port.
import S3rver from 's3rver';
import { afterFile, tempDir } from './after-file.ts';

export interface TestS3 {
  /** What points CLIP_STORE=s3 at it. */
  env: Record<string, string>;
  /** Stops it, as when the store goes down; `start` brings it back on the same port, with its clips. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * s3rver with a bucket, its clips in a temporary folder, closed after the file. The AWS SDK finds
 * s3rver's fixed access key in the environment, through its default chain as in production.
 */
export async function startS3(): Promise<TestS3> {
  const directory = tempDir('s3');
  const keys = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const;
  const saved = keys.map((key) => process.env[key]);
  for (const key of keys) process.env[key] = 'S3RVER';
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: 'roots-clips' }],
    });
    ({ port } = await server.run());
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  await start();
  afterFile(async () => {
    await stop();
    keys.forEach((key, i) => {
      const value = saved[i];
      if (value === undefined) Reflect.deleteProperty(process.env, key);
      else process.env[key] = value;
    });
  });
  return {
    env: {
      CLIP_STORE: 's3',
      CLIP_S3_BUCKET: 'roots-clips',
      CLIP_S3_REGION: 'us-east-1',
      CLIP_S3_ENDPOINT: `http://127.0.0.1:${String(port)}`,
      CLIP_S3_FORCE_PATH_STYLE: 'true',
    },
    stop,
    start,
  };
}
