export declare function localServerEnv(
  port: number,
  dataDir: string,
  env?: Record<string, string>,
): Record<string, string | undefined>;
