// `npm start` as an operator runs it: the first start builds, and every canonical URL, the sitemap and Open Graph follow
// SITE_URL; a start with another SITE_URL notices that the baked value is stale (and builds again, or refuses to serve).
// It builds with the e2e suite's settings into the e2e suite's folder, so the e2e server finds its build made and
// `npm test` builds the site once (a build costs a minute of both cores).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { E2E_ORIGIN, E2E_SERVER_ENV } from '../tests/e2e/server';

const root = path.join(import.meta.dirname, '..');
const PORT = 3400;
const BASE = `http://localhost:${PORT}`;
const DIST_DIR = E2E_SERVER_ENV.NEXT_DIST_DIR;
const dataDir = mkdtempSync(path.join(tmpdir(), 'wf-start-'));

interface Site {
  server: ChildProcess;
  output: string[];
}

async function start(env: Record<string, string>, args: string[] = []): Promise<Site> {
  const output: string[] = [];
  const server = spawn('node', ['scripts/start.ts', ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...E2E_SERVER_ENV, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
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
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('builds when there is no build, bakes SITE_URL into canonical URLs, sitemap and Open Graph, and notices when it changes', async () => {
    rmSync(path.join(root, DIST_DIR), { recursive: true, force: true });
    // One build only: that a changed setting is noticed shows in the refusals of a release's process below; what a
    // start does on noticing it is the build this first start makes.
    const first = await start({});
    try {
      expect(first.output.join('')).toContain('No build yet: building');
      // Placeholders in the Impressum are said at start, as is the one-time link for the first admin.
      await expect.poll(() => first.output.join(''), { timeout: 20_000 }).toContain('Impressum, privacy policy, terms (AGB) and mail signatures still show the example operator details');
      await expect.poll(() => first.output.join(''), { timeout: 20_000 }).toContain(`"setupUrl":"${E2E_ORIGIN}/admin/setup?token=`);
      // Served on another port than SITE_URL names, as behind a proxy: every address follows SITE_URL.
      expect(await publishedUrls()).toEqual({
        canonical: `${E2E_ORIGIN}/berlin`,
        ogUrl: `${E2E_ORIGIN}/berlin`,
        ogImage: `${E2E_ORIGIN}/og/berlin.png`,
        sitemapHasBerlin: `${E2E_ORIGIN}/berlin`,
      });
      // 404s are logged by our server, found pages are not.
      expect((await fetch(`${BASE}/gibt-es-nicht?x=1`)).status).toBe(404);
      expect((await fetch(`${BASE}/staedte`)).status).toBe(200);
      await expect.poll(() => first.output.join(''), { timeout: 20_000 }).toContain('"path":"/gibt-es-nicht","msg":"page not found (404)"');
      expect(first.output.join('').match(/page not found/g)).toHaveLength(1);
    } finally {
      await stop(first);
    }

    // A process of a release (`npm run serve`) serves the fitting build and never builds: another setting is refused.
    const second = await start({}, ['--serve-only']);
    try {
      expect(second.output.join('')).not.toContain('building');
    } finally {
      await stop(second);
    }
    const serveOnly = (env: Record<string, string>) =>
      spawnSync('node', ['scripts/start.ts', '--serve-only'], { cwd: root, env: { ...process.env, ...E2E_SERVER_ENV, PORT: String(PORT), DATA_DIR: dataDir, ...env }, encoding: 'utf8' });
    for (const siteUrl of ['https://www.example.org', '']) {
      const refused = serveOnly({ SITE_URL: siteUrl });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('Build-time settings changed since the last build (SITE_URL): this process only serves. Build the release once with `npm run build:release`');
    }
    const none = serveOnly({ NEXT_DIST_DIR: '.next-none' });
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('No build yet: this process only serves.');
  }, 600_000);
});
