import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirError } from './db/client.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    if (error instanceof DataDirError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await app.listen({ port: config.port, host: config.host });

  // On SIGTERM/SIGINT stop accepting connections, let in-flight requests finish (at most 10 s),
  // close the database, then exit 0. A second signal exits at once.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
