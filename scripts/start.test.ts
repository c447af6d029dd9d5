// `npm start` as an operator runs it: the first start builds, and every canonical URL, the sitemap and Open Graph follow
// SITE_URL; a start with another SITE_URL notices that the baked value is stale (and builds again, or refuses to serve).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..');
const PORT = 3400;
const BASE = `http://localhost:${PORT}`;
// A dist folder of its own (tsconfig already knows it), so no other build is touched.
const DIST_DIR = '.next-check';
const dataDir = mkdtempSync(path.join(tmpdir(), 'wf-start-'));

interface Site {
  server: ChildProcess;
  output: string[];
}

async function start(env: Record<string, string>, args: string[] = []): Promise<Site> {
  const output: string[] = [];
  const server = spawn('node', ['scripts/start.ts', ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: DIST_DIR, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'info', SITE_URL: '', ...env },
  });
  server.stdout.on('data', (chunk: Buffer) => output.push(String(chunk)));
  server.stderr.on('data', (chunk: Buffer) => output.push(String(chunk)));
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited:\n${output.join('')}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return { server, output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`npm start did not answer:\n${output.join('')}`);
}

async function stop({ server }: Site) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

async function publishedUrls() {
  const html = await (await fetch(`${BASE}/berlin`)).text();
  return {
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    ogUrl: /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1],
    ogImage: /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1],
    sitemapHasBerlin: (await (await fetch(`${BASE}/sitemap.xml`)).text()).match(/<loc>([^<]+\/berlin)<\/loc>/)?.[1],
  };
}

describe('npm start', () => {
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(path.join(root, DIST_DIR), { recursive: true, force: true });
  });

  it('builds when there is no build, bakes SITE_URL into canonical URLs, sitemap and Open Graph, and notices when it changes', async () => {
    rmSync(path.join(root, DIST_DIR), { recursive: true, force: true });
    // One build only (each costs a minute of both cores): that a changed setting is noticed shows in the refusals of
    // a release's process below; what a start does on noticing it is the build this first start makes.
    const first = await start({ SITE_URL: 'https://www.example.de' });
    try {
      expect(first.output.join('')).toContain('No build yet: building');
      // Placeholders in the Impressum are said at start, as is the one-time link for the first admin.
      await expect.poll(() => first.output.join(''), { timeout: 20_000 }).toContain('Impressum, privacy policy, terms (AGB) and mail signatures still show the example operator details');
      await expect.poll(() => first.output.join(''), { timeout: 20_000 }).toMatch(/"setupUrl":"https:\/\/www\.example\.de\/admin\/setup\?token=[\w-]+"/);
      expect(await publishedUrls()).toEqual({
        canonical: 'https://www.example.de/berlin',
        ogUrl: 'https://www.example.de/berlin',
        ogImage: 'https://www.example.de/og/berlin.png',
        sitemapHasBerlin: 'https://www.example.de/berlin',
      });
      expect((await fetch(`${BASE}/`)).headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      // 404s are logged by our server, found pages are not.
      expect((await fetch(`${BASE}/gibt-es-nicht?x=1`)).status).toBe(404);
      expect((await fetch(`${BASE}/staedte`)).status).toBe(200);
      await expect.poll(() => first.output.join(''), { timeout: 20_000 }).toContain('"path":"/gibt-es-nicht","msg":"page not found (404)"');
      expect(first.output.join('').match(/page not found/g)).toHaveLength(1);
    } finally {
      await stop(first);
    }

    // A process of a release (`npm run serve`) serves the fitting build and never builds: another setting is refused.
    const second = await start({ SITE_URL: 'https://www.example.de' }, ['--serve-only']);
    try {
      expect(second.output.join('')).not.toContain('building');
    } finally {
      await stop(second);
    }
    const serveOnly = (env: Record<string, string>) =>
      spawnSync('node', ['scripts/start.ts', '--serve-only'], { cwd: root, env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, PORT: String(PORT), DATA_DIR: dataDir, ...env }, encoding: 'utf8' });
    for (const siteUrl of ['https://www.example.org', '']) {
      const refused = serveOnly({ SITE_URL: siteUrl });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('Build-time settings changed since the last build (SITE_URL): this process only serves. Build the release once with `npm run build:release`');
    }
    rmSync(path.join(root, DIST_DIR), { recursive: true, force: true });
    const none = serveOnly({ SITE_URL: 'https://www.example.de' });
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('No build yet: this process only serves.');
  }, 600_000);
});
