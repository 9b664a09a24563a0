// `npm run dev`: the server (restarted when its sources change) and the web app's Vite dev server
// (hot reload, `/api` proxied to the server) side by side; Ctrl-C stops both.
import { spawn } from 'node:child_process';

// Each in a process group of its own, signalled as a whole: npm does not pass a signal on to the
// watcher it started, which would outlive this script.
const children = ['apps/server', 'apps/web'].map((workspace) =>
  spawn('npm', ['run', 'dev', '-w', workspace], { stdio: 'inherit', detached: true }),
);
const stopAll = (signal) => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, signal);
  }
};
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
// One of them ending (a crash, a port taken) ends the other: half a dev setup only confuses.
for (const child of children) {
  child.on('exit', (code) => {
    process.exitCode ||= code ?? 0;
    stopAll('SIGTERM');
  });
}
