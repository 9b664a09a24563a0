// `npm start`: builds whatever is missing or older than its sources, then runs the server in this
// process (so signals reach it directly). The server migrates the database on start.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => join(root, ...parts);

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

const targets = [
  {
    workspace: 'apps/web',
    // Written last by the web build (after dist/), so it tells whether the whole build is there.
    output: at('apps/web/dist-ssr/entry-server.js'),
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/scripts',
      'packages/shared/src',
      // The font subsets hold the characters of the courses and posts.
      'content/courses',
      'content/blog',
    ],
  },
  {
    workspace: 'apps/server',
    output: at('apps/server/dist/server.js'),
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/shared/src'],
  },
];

for (const { workspace, output, sources } of targets) {
  const built = newest(output);
  if (built === 0 || sources.some((source) => newest(at(source)) > built)) {
    console.log(`Building ${workspace}...`);
    // Always the production build: an inherited NODE_ENV (Vitest sets `test` for the end-to-end
    // suite, which starts the product through this script) would bundle React's development build.
    execFileSync('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
}

// Before the bundles load: a stack trace in the log then names the TypeScript file and line (the
// server bundle and the server's render of pages are built with source maps).
process.setSourceMapsEnabled(true);
await import(at('apps/server/dist/server.js'));
