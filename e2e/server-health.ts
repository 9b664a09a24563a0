import type { ChildProcess } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';

/** Until the server started as `child` answers its health check at `url`, or it exits. */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${String(child.exitCode)}`);
    try {
      // Each try on its own clock: one that gets no answer must not use up the whole wait.
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
      last = `status ${String(response.status)}`;
    } catch (error) {
      // Not listening yet, or that try got no answer in time.
      last = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy in time (last try: ${last})`);
}

/** A port nothing listens on now, for a server started next (the app's, a journey's push service). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
