import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper.ts';
import { learnerNameScript } from './frame-script.ts';
import { tempDir } from '../test/after-file.ts';

function fakeBuild() {
  const dir = tempDir('web');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Roots"}');
  return dir;
}

describe('serving the web app', async () => {
  const { app } = await createTestApp({ webDir: fakeBuild() });

  it.each(['/', '/mission', '/auth/login', '/blog/some-post', '/lesson/42'])(
    'serves the app shell for %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves the app shell with a 404 status for unknown pages', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  // Issue 41 §4: the document-only headers (CSP, framing, HSTS...) are the page's, not its scripts'.
  it('sends the build’s code with the headers that act on it, and documents with all of them', async () => {
    const script = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'strict-transport-security', 'referrer-policy']) {
      expect(script.headers[name], name).toBeUndefined();
    }
    // A missing file of the build is a plain 404, never the app shell without its policy.
    const missing = await app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
    for (const url of ['/', '/favicon.svg', '/sw.js', '/assets/../favicon.svg']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('sends a script as compressed at build time where the browser takes Brotli', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('console.log');
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc123.js.br' })).statusCode).toBe(404);
  });

  it('revalidates files that are not hashed', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  // Issue 41 §1: a browser checks for a new service worker on every visit, whatever it cached.
  it('serves the service worker revalidated, as a script the policy lets register, and the manifest typed', async () => {
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['content-security-policy']).toContain("worker-src 'self'");
    const page = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.headers['accept-ch']).toBe('ECT');
    expect(page.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(page.headers['content-security-policy']).toContain("manifest-src 'self'");
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve the app shell for API paths or other methods', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/nope' })).headers['content-type']).toContain(
      'application/json',
    );
    expect((await app.inject({ method: 'POST', url: '/mission' })).statusCode).toBe(404);
  });
});

/** A build with a server entry that stands in for the web app's (apps/web/src/ssr/entry-server.tsx). */
function fakeBuildWithServerEntry() {
  const root = tempDir('web-ssr');
  mkdirSync(join(root, 'dist'));
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(
    join(root, 'dist', 'index.html'),
    '<!doctype html><head><title>Roots</title></head><div id="root"></div><script type="module" src="/assets/a.js"></script>',
  );
  mkdirSync(join(root, 'dist', '.vite'));
  writeFileSync(
    join(root, 'dist', '.vite', 'page-files.json'),
    JSON.stringify({
      queryProvider: ['assets/query-1.js'],
      dashboard: ['assets/dashboard-2.js', 'assets/card-3.js'],
      mission: ['assets/mission-4.js', 'assets/card-3.js'],
    }),
  );
  writeFileSync(
    join(root, 'dist-ssr', 'entry-server.js'),
    `let transport;
let renders = 0;
export function answerApiWith(next) { transport = next; }
export function renderFrame(path) {
  if (path === '/store') return '<nav>Roots</nav><p role="status">Checking your session</p>';
  return path === '/dashboard' ? '<nav>Roots</nav><h1>Welcome back, <span data-learner-name="">learner</span></h1>' : undefined;
}
export function pageLoadsAt(path) {
  return { '/mission': ['mission'], '/dashboard': ['queryProvider', 'dashboard'], '/store': ['queryProvider', 'store'] }[path] ?? [];
}
export async function render(url) {
  const path = url.split('?')[0];
  if (path === '/mission') {
    renders += 1;
    return { status: 200, html: '<h1>Mission, render ' + renders + '</h1>', title: 'Our mission · Roots', queries: undefined, isStatic: true };
  }
  if (path === '/blog/missing') return { status: 404, html: '', title: '', queries: undefined, isStatic: false };
  if (path === '/blog/dollars') {
    return { status: 200, html: "<h1>Rock $& Roll</h1><p>R$'10 and $$</p>", title: "Rock $& Roll, R$'10", queries: undefined, isStatic: false };
  }
  if (path.startsWith('/blog/')) {
    const response = await transport('/api/health', { method: 'GET' });
    return { status: 200, html: '<h1>API said ' + response.status + '</h1>', title: 'Tags & <b>', queries: JSON.stringify({ text: '</script>' }), isStatic: false };
  }
  if (path === '/contact-us') throw new Error('render failed');
  return undefined;
}
`,
  );
  return join(root, 'dist');
}

describe('serving server-rendered public pages', async () => {
  const { app } = await createTestApp({ webDir: fakeBuildWithServerEntry() });
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('puts the rendered page and its title into the shell, once per process for static pages', async () => {
    const first = await get('/mission');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).toContain('<title>Our mission · Roots</title>');
    expect(first.body).toContain('<div id="root"><h1>Mission, render 1</h1></div>');
    expect((await get('/mission?utm=x')).body).toContain('Mission, render 1');
  });

  it('announces the code a page loads first, beside the entry', async () => {
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads((await get('/dashboard')).body)).toEqual([
      '/assets/query-1.js',
      '/assets/dashboard-2.js',
      '/assets/card-3.js',
    ]);
    const mission = (await get('/mission')).body;
    expect(preloads(mission)).toEqual(['/assets/mission-4.js', '/assets/card-3.js']);
    expect(mission).toContain('Mission, render');
    expect(preloads((await get('/no-such-page')).body)).toEqual([]);
  });

  it("paints a signed-in page's frame from the HTML, beside the root React renders into", async () => {
    const store = (await get('/store')).body;
    expect(store).toContain(
      '<div id="roots-frame"><nav>Roots</nav><p role="status">Checking your session</p></div><div id="root"></div>',
    );
    expect((await get('/auth/login')).body).not.toContain('roots-frame');
    expect((await get('/mission')).body).not.toContain('roots-frame');
  });

  it("fills the learner's name into the dashboard's frame with the one inline script the policy allows", async () => {
    const dashboard = await get('/dashboard');
    expect(dashboard.body).toContain(
      `<div id="roots-frame"><nav>Roots</nav><h1>Welcome back, <span data-learner-name="">learner</span></h1></div><script>${learnerNameScript}</script><div id="root"></div>`,
    );
    const hash = createHash('sha256').update(learnerNameScript).digest('base64');
    expect(dashboard.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
    // No other page carries an inline script.
    for (const path of ['/store', '/mission', '/auth/login']) expect((await get(path)).body).not.toMatch(/<script>/);
  });

  it('renders data pages per request, answering their API calls in-process, with the data for hydration', async () => {
    const response = await get('/blog/a-post');
    expect(response.body).toContain('<h1>API said 200</h1>');
    expect(response.body).toContain('<title>Tags &amp; &lt;b&gt;</title>');
    // The data cannot end its script element early.
    expect(response.body).toContain(
      '<script type="application/json" id="roots-queries">{"text":"\\u003c/script>"}</script>',
    );
  });

  it('puts a page’s dollar signs in as written, never as replacement patterns', async () => {
    const page = (await get('/blog/dollars')).body;
    expect(page).toContain('<div id="root"><h1>Rock $& Roll</h1><p>R$\'10 and $$</p></div>');
    expect(page).toMatch(/<title>Rock \$&amp; Roll, R\$(?:'|&#39;|&#x27;)10<\/title>/);
  });

  it('answers 404 with the shell for a post the API does not know', async () => {
    const response = await get('/blog/missing');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('compresses the pages it sends, which the compression hook of the routes never sees', async () => {
    const gzip = await app.inject({ method: 'GET', url: '/mission', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<h1>Mission, render 1</h1>');
    const br = await app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root"></div>');
    expect((await get('/mission')).headers['content-encoding']).toBeUndefined();
  });

  it('sends the shell when the render fails or the page is rendered in the browser', async () => {
    for (const url of ['/contact-us', '/auth/login', '/dashboard']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });
});
