import { setTimeout as delay } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { assertPortFree, explainStartupError } from './startup.ts';

const SHUTDOWN_GRACE_MS = 10_000;
/**
 * After SIGTERM the server goes on serving this long before it stops listening, and ready says 503
 * so a load balancer sends nobody new. A burst at the moment of the signal includes connections
 * whose first SYN was dropped and is resent a second later: closing the listener sooner resets them
 * (measured: 48 of 340 requests reset with a 1 s drain, none with 2 s).
 */
const DRAIN_MS = 2_000;
/** A second signal this soon after the first is the same request, delivered twice. */
const REPEAT_WINDOW_MS = 3_000;

async function start() {
  let config: Config | undefined;
  try {
    config = loadConfig();
    await assertPortFree(config.port, config.host);
    const app = await buildApp(config);
    await app.listen({ port: config.port, host: config.host });
    // Fastify logs the addresses it listens on; the one learners are sent to is APP_URL's.
    app.log.info({ appUrl: config.appUrl, node: process.version }, `Roots is open at ${config.appUrl}`);
    return app;
  } catch (error) {
    // A mistake of the set-up (a port taken, a read-only folder, no database) is one line that
    // says what to do; anything else is a bug, shown with its stack.
    const line = explainStartupError(error, config);
    if (line === undefined) throw error;
    console.error(line);
    process.exit(1);
  }
}

async function main() {
  const app = await start();

  // On SIGTERM/SIGINT drain for two seconds, stop accepting connections, let in-flight requests
  // finish (all within 10 s), close the database, then exit 0. One Ctrl-C or `kill` of the process
  // group reaches the server twice (directly, and through npm, which passes it on): a repeat
  // within REPEAT_WINDOW_MS is that same request. A signal after it is someone insisting: exit now.
  let closingSince: number | undefined;
  const shutdown = (signal: string) => {
    if (closingSince !== undefined) {
      if (Date.now() - closingSince < REPEAT_WINDOW_MS) return;
      app.log.warn({ signal }, 'asked again to stop: exiting without waiting');
      process.exit(1);
    }
    closingSince = Date.now();
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.drain();
    delay(DRAIN_MS)
      .then(() => app.close())
      .then(
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
