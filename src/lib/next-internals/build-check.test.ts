/**
 * The build check: every entry of NEXT_INTERNALS against a real build of the installed Next. A small app
 * (./build-check/: a page the cache keeps, one rendered per request, one under /admin, one asking for 410, a redirect,
 * a failing render) is built with `next build` when Next, React or this module changed, and reused otherwise; then it
 * is served by src/server.ts in a process of its own, as `npm start` serves the site, with the page cache handler
 * writing down what Next hands it. A failure names the entry that no longer holds, what it relied on and what breaks.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ACTION_HEADER } from 'next/dist/client/components/app-router-headers';
import type { IncrementalCachedAppPageValue } from 'next/dist/server/response-cache/types';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { buildCheckApp, installedVersion } from './build-check/build';
import { BUILD_CHECK_APP, CACHE_CALLS_FILE, PROJECT_ROOT } from './build-check/paths';
import type { CacheCall } from './build-check/recording-cache-handler';
import { STAMP_TAG } from './build-check/stamp-tag';
import { NEXT_INTERNALS, type NextInternalName } from './internals';
import { SERVER_ACTION_HEADER } from './status-override';

const NEXT_VERSION = installedVersion('next');

/** The site's server on the app, and beside it Next's own request handler without the server's corrections. */
const SERVE = `
const { serve } = await import(${JSON.stringify(pathToFileURL(path.join(PROJECT_ROOT, 'src/server.ts')).href)});
const { default: next } = await import('next');
const { createServer } = await import('node:http');
const dir = ${JSON.stringify(BUILD_CHECK_APP)};
const ours = await serve({ dir, port: 0, host: '127.0.0.1' });
const app = next({ dev: false, dir });
await app.prepare();
const handle = app.getRequestHandler();
const nextAlone = createServer((req, res) => void handle(req, res));
await new Promise((resolve) => nextAlone.listen(0, '127.0.0.1', resolve));
console.log(JSON.stringify({ ours: ours.address().port, nextAlone: nextAlone.address().port }));
`;

interface Answer {
  status: number;
  headers: [string, string][];
  body: string;
}

const header = (answer: Answer, name: string) => answer.headers.filter(([key]) => key.toLowerCase() === name).map(([, value]) => value);

function ask(port: number, path: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, method, headers: method === 'POST' ? { 'content-length': '0' } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = response.rawHeaders;
        const headers = raw.flatMap((name, index) => (index % 2 === 0 ? [[name, raw[index + 1]] as [string, string]] : []));
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}

let server: ChildProcess;
const output = { stdout: '', stderr: '' };

/** Starts the app's server and Next alone; resolves with their ports once both listen. */
function startServers(): Promise<{ ours: number; nextAlone: number }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn', DATABASE_URL: '' };
  server = spawn(process.execPath, ['--input-type=module', '-e', SERVE], { cwd: PROJECT_ROOT, env });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The build check's server did not start within 60 s:\n${output.stderr.slice(-2000)}`)), 60_000);
    server.stderr!.on('data', (chunk: Buffer) => (output.stderr += chunk.toString('utf8')));
    server.stdout!.on('data', (chunk: Buffer) => {
      output.stdout += chunk.toString('utf8');
      const ports = output.stdout.split('\n').flatMap((line) => (line.startsWith('{"ours"') ? [JSON.parse(line) as { ours: number; nextAlone: number }] : []))[0];
      if (ports) {
        clearTimeout(timer);
        resolve(ports);
      }
    });
    server.on('exit', (code) => reject(new Error(`The build check's server ended (${code}):\n${output.stderr.slice(-2000)}`)));
  });
}

const answers = {} as Record<'firstRender' | 'fromCache' | 'perRequest' | 'admin' | 'goneFirst' | 'gone' | 'moved' | 'movedByNextAlone' | 'fails' | 'afterExpiry', Answer>;
let calls: CacheCall[] = [];

beforeAll(async () => {
  buildCheckApp();
  rmSync(CACHE_CALLS_FILE, { force: true });
  const { ours, nextAlone } = await startServers();
  answers.firstRender = await ask(ours, '/');
  answers.fromCache = await ask(ours, '/');
  answers.perRequest = await ask(ours, '/per-request');
  answers.admin = await ask(ours, '/admin');
  answers.goneFirst = await ask(ours, '/gone');
  answers.gone = await ask(ours, '/gone');
  answers.moved = await ask(ours, '/moved/elsewhere');
  answers.movedByNextAlone = await ask(nextAlone, '/moved/somewhere-else');
  answers.fails = await ask(ours, '/fails');
  await ask(ours, '/expire', 'POST');
  answers.afterExpiry = await ask(ours, '/');
  calls = existsSync(CACHE_CALLS_FILE) ? readFileSync(CACHE_CALLS_FILE, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as CacheCall) : [];
}, 600_000);

afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const ended = new Promise((resolve) => server.once('exit', resolve));
  server.kill();
  await ended;
});

/** The failure message: which entry, with which Next, what was found, what it relied on and what breaks. */
function broken(name: NextInternalName, found: string): string {
  const internal = NEXT_INTERNALS[name];
  return `NEXT_INTERNALS.${name} no longer holds with Next ${NEXT_VERSION}: ${found}.\nIt relies on: ${internal.reliesOn}\nIf it changed: ${internal.breaksIfChanged}\n`;
}

const every = (text: string, pattern: RegExp) => [...text.matchAll(new RegExp(pattern, `${pattern.flags}g`))].map((match) => match[0]);

/** The page Next handed the cache handler for '/' on its first request. */
const cachedPage = () => calls.find((call) => call.call === 'set' && call.kind === 'APP_PAGE' && call.html?.includes('Aus dem Seiten-Cache'));

/** Next's own markup: a page it rendered for its request (under /admin the server leaves it alone) and the page it handed the cache. */
const nextMarkup = () => [
  { where: 'a page rendered for its request (/admin)', html: answers.admin.body },
  { where: 'the page handed to the cache handler (/)', html: cachedPage()?.html ?? '' },
];

/** What the server sent of the public pages: the kept page, the one rendered per request, and a first render. */
const sentPages = () => [
  { where: 'the page from the cache', html: answers.fromCache.body },
  { where: 'the page rendered per request', html: answers.perRequest.body },
  { where: 'the first render of the cached page', html: answers.firstRender.body },
];

/** Where a check can fail because chunkScript does: that one's message says more. */
const AFTER_CHUNK_SCRIPT = ' (when chunkScript fails too, look there first)';

const LOADER_LAST = /self\.__next_f\.push\([^<]*<\/script><script>\(function\(s\)\{[^<]*<\/script><\/body><\/html>$/;

const CHECKS: Record<NextInternalName, () => void> = {
  chunkScript() {
    const { pattern, anyShape } = NEXT_INTERNALS.chunkScript;
    for (const { where, html } of nextMarkup()) {
      const scripts = every(html, anyShape);
      expect(scripts.length, broken('chunkScript', `${where} has no chunk script at all`)).toBeGreaterThan(0);
      expect(every(html, pattern).length, broken('chunkScript', `${where} has ${scripts.length} chunk scripts, ${every(html, pattern).length} of the shape looked for: ${scripts.join(' ')}`)).toBe(scripts.length);
    }
    for (const { where, html } of sentPages()) expect(every(html, anyShape), broken('chunkScript', `${where} still has chunk scripts`)).toEqual([]);
    const warnings = output.stdout.split('\n').filter((line) => line.includes('NEXT_INTERNALS.'));
    expect(warnings, broken('chunkScript', 'the server logged an unknown shape')).toEqual([]);
  },
  chunkPreload() {
    const { pattern, anyShape } = NEXT_INTERNALS.chunkPreload;
    for (const { where, html } of nextMarkup()) {
      const preloads = every(html, anyShape);
      const known = [...html.matchAll(new RegExp(pattern, 'g'))].map((match) => match[1]);
      const scripts = [...html.matchAll(new RegExp(NEXT_INTERNALS.chunkScript.pattern, 'g'))].map((match) => match[1]);
      expect(preloads.length, broken('chunkPreload', `${where} preloads no chunk (the entry and the removal of preloads may go)`)).toBeGreaterThan(0);
      expect(known.length, broken('chunkPreload', `${where} has ${preloads.length} chunk preloads, ${known.length} of the shape looked for: ${preloads.join(' ')}`)).toBe(preloads.length);
      expect(known.filter((href) => !scripts.includes(href)), broken('chunkPreload', `${where} preloads chunks it has no script for${AFTER_CHUNK_SCRIPT}`)).toEqual([]);
    }
    for (const { where, html } of sentPages()) expect(every(html, anyShape), broken('chunkPreload', `${where} still preloads chunks`)).toEqual([]);
  },
  documentEnd() {
    for (const { where, html } of nextMarkup()) expect(NEXT_INTERNALS.documentEnd.pattern.test(html), broken('documentEnd', `${where} ends otherwise: …${html.slice(-160)}`)).toBe(true);
    for (const { where, html } of sentPages()) expect(LOADER_LAST.test(html), broken('documentEnd', `${where} does not end with the loader after Next's data${AFTER_CHUNK_SCRIPT}: …${html.slice(-160)}`)).toBe(true);
  },
  cachedPage() {
    const page = cachedPage();
    const kinds = calls.filter((call) => call.call === 'set').map((call) => `${call.kind} (html: ${call.htmlType})`);
    expect(page, broken('cachedPage', `no page with its html as text was handed to the cache handler, only ${kinds.join(', ') || 'nothing'}`)).toBeDefined();
    expect(page!.status === undefined || page!.status === 200, broken('cachedPage', `a page's status is ${page!.status}`)).toBe(true);
    const tags = page!.headers?.['x-next-cache-tags'];
    expect(typeof tags === 'string' && tags.split(',').includes(STAMP_TAG), broken('cachedPage', `the page's x-next-cache-tags are ${JSON.stringify(tags)}, without its data's tag`)).toBe(true);
    const dataRead = calls.find((call) => call.call === 'get' && Array.isArray(call.tags) && call.tags.includes(STAMP_TAG));
    expect(dataRead && Array.isArray(dataRead.softTags), broken('cachedPage', 'the cached data was read without its tags and soft tags')).toBe(true);
    const redirect = calls.find((call) => call.call === 'set' && call.headers?.location !== undefined);
    expect(typeof redirect?.status === 'number' && redirect.status >= 300, broken('cachedPage', `a redirect was handed over with the status ${redirect?.status}`)).toBe(true);
    expect(calls.some((call) => call.call === 'revalidateTag' && [call.tags].flat().includes(STAMP_TAG)), broken('cachedPage', 'revalidateTag did not reach the handler')).toBe(true);
    const stamp = (answer: Answer) => /<p id="stamp">(\d+)/.exec(answer.body)?.[1];
    expect(stamp(answers.afterExpiry), broken('cachedPage', 'the page was served from the cache after its tag expired')).not.toBe(stamp(answers.fromCache));
    // Next's own types say the same (npm run typecheck fails when they change).
    expectTypeOf<IncrementalCachedAppPageValue['html']>().toEqualTypeOf<string>();
    expectTypeOf<IncrementalCachedAppPageValue['status']>().toEqualTypeOf<number | undefined>();
  },
  cacheHitHeader() {
    expect(header(answers.fromCache, 'x-nextjs-cache'), broken('cacheHitHeader', 'the page from the cache does not say so')).toEqual(['HIT']);
    expect(header(answers.firstRender, 'x-nextjs-cache'), broken('cacheHitHeader', 'a render says it came from the cache')).not.toContain('HIT');
    expect(header(answers.perRequest, 'x-nextjs-cache'), broken('cacheHitHeader', 'a page rendered per request says it came from the cache')).toEqual([]);
  },
  pageWrites() {
    expect(header(answers.perRequest, 'content-type')[0], broken('pageWrites', 'the page is sent as another type')).toMatch(/^text\/html/);
    for (const answer of [answers.perRequest, answers.firstRender]) {
      expect(answer.body.includes('__paintFirst'), broken('pageWrites', `a page rendered for its request went out without the change${AFTER_CHUNK_SCRIPT}`)).toBe(true);
    }
  },
  statusWrite() {
    expect([answers.goneFirst.status, answers.gone.status], broken('statusWrite', 'a page that asked for 410 answered otherwise (the second time: kept by the cache?)')).toEqual([410, 410]);
  },
  actionHeader() {
    expect(ACTION_HEADER, broken('actionHeader', `Next's client sends server actions with the header ${ACTION_HEADER}`)).toBe(SERVER_ACTION_HEADER);
  },
  redirectLocation() {
    expect(answers.moved.status, broken('redirectLocation', 'the unknown slug did not redirect')).toBe(307);
    expect(header(answers.moved, 'location'), broken('redirectLocation', 'the server sent Location more than once')).toEqual(['/']);
    expect(header(answers.movedByNextAlone, 'location'), broken('redirectLocation', 'Next alone sends Location once now: keepOneLocation can go')).toEqual(['/', '/']);
  },
  consoleErrors() {
    expect(answers.fails.status).toBe(500);
    expect(output.stderr.includes('Failed query: select 1'), broken('consoleErrors', 'Next did not log the failed render through the console')).toBe(true);
    expect(output.stderr.includes('build-check-secret@example.de'), broken('consoleErrors', "the failed render's parameters reached the log")).toBe(false);
  },
};

describe(`Next's internals against a build of the installed Next (${NEXT_VERSION})`, () => {
  for (const name of Object.keys(NEXT_INTERNALS) as NextInternalName[]) {
    it(`NEXT_INTERNALS.${name} holds`, () => CHECKS[name]());
  }

  it('every entry was checked with the installed Next: after an upgrade, look at each again and set its checkedWith', () => {
    const stale = Object.entries(NEXT_INTERNALS).filter(([, internal]) => internal.checkedWith !== NEXT_VERSION).map(([name, internal]) => `${name} (${internal.checkedWith})`);
    expect(stale, `Next is ${NEXT_VERSION}; these entries of src/lib/next-internals/internals.ts were checked with another: ${stale.join(', ')}`).toEqual([]);
  });
});
