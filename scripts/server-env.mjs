// The environment of a server that a test run starts on this machine (the end-to-end suite, the
// fault runs): on 127.0.0.1, with a data folder of its own, quiet but for warnings, and trusting
// X-Forwarded-For, so that each simulated visitor can say it is a different client, as visitors
// behind a proxy would be, and the per-address rate limits hold without them sharing one address.

/** `process.env` with those settings for a server on `port` keeping its data in `dataDir`; `env` wins. */
export function localServerEnv(port, dataDir, env = {}) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    ...env,
  };
}
