import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

type HandlerModule = typeof import('./page-cache-handler');

const serverUrl = process.env.TEST_DATABASE_URL;
const page = (tags: string) => ({ kind: 'APP_PAGE', status: 200, headers: { 'x-next-cache-tags': tags } });

async function onServer(query: string, url = serverUrl!) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query)).rows;
  } finally {
    await client.end();
  }
}

/** Polls until `check` holds, for at most `ms`; returns how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - start;
}

/** A fresh copy of the module: its own entries and its own listening connection, as in another process. */
async function processCopy(): Promise<HandlerModule> {
  vi.resetModules();
  return import('./page-cache-handler');
}

describe.runIf(serverUrl)('page cache across processes [postgres]', () => {
  const name = `wf_test_${randomBytes(6).toString('hex')}`;
  let first: HandlerModule;
  let second: HandlerModule;
  let databaseUrl: string;

  beforeAll(async () => {
    await onServer(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    vi.stubEnv('DATABASE_URL', databaseUrl);
    first = await processCopy();
    second = await processCopy();
    await Promise.all([first.tagSignal()!.listening(), second.tagSignal()!.listening()]);
  });
  afterAll(async () => {
    await Promise.all([first?.stopTagSignal(), second?.stopTagSignal()]);
    vi.unstubAllEnvs();
    await onServer(`drop database if exists ${name} with (force)`);
  });

  it('expires a tag in every process when one process expires it', async () => {
    const [a, b] = [new first.default(), new second.default()];
    await a.set('/berlin', page('venue-ads:berlin'));
    await b.set('/berlin', page('venue-ads:berlin'));
    await b.set('/hamburg', page('venue-ads:hamburg'));
    await new Promise((resolve) => setTimeout(resolve, 5));

    await a.revalidateTag(['venue-ads:berlin']);
    expect(await a.get('/berlin')).toBeNull();
    const elapsed = await within(2000, async () => (await b.get('/berlin')) === null);
    expect(elapsed).toBeLessThan(2000);
    expect(await b.get('/hamburg')).not.toBeNull();
  });

  it('drops every entry after its listening connection was lost and listens again', async () => {
    const [a, b] = [new first.default(), new second.default()];
    await b.set('/koeln', page('venue-ads:koeln'));
    const listeners = `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and application_name = '${first.LISTENER_APPLICATION_NAME}'`;
    expect(await onServer(listeners)).toHaveLength(2);

    // While reconnecting, a change might have been missed: the entry made before goes.
    await within(5000, async () => (await b.get('/koeln')) === null);
    const listening = `select count(*)::int as n from pg_stat_activity where datname = '${name}' and application_name = '${first.LISTENER_APPLICATION_NAME}'`;
    await within(5000, async () => (await onServer(listening))[0].n === 2);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await b.set('/koeln', page('venue-ads:koeln'));
    await a.revalidateTag('venue-ads:koeln');
    await within(2000, async () => (await b.get('/koeln')) === null);
  });
});

describe('page cache: the Berlin month tag', () => {
  afterAll(() => {
    vi.useRealTimers();
  });

  it.each([
    ['October to November (winter time)', '2026-10-31T22:59:59Z', '2026-10-31T23:00:00Z'],
    ['March to April (summer time)', '2026-03-31T21:59:59Z', '2026-03-31T22:00:00Z'],
  ])('drops a page that names the month at midnight on the 1st in Berlin, %s', async (_turn, lastSecond, midnight) => {
    // Loaded before the clock is faked: @date-fns/tz's TZDate extends the Date it finds when it loads.
    const { default: Handler } = await processCopy();
    vi.useFakeTimers();
    const handler = new Handler();
    vi.setSystemTime(new Date(lastSecond));
    await handler.set('/ad-partners', page('calendar:berlin-month,venue-ad-slots'));
    await handler.set('/berlin', page('venue-ads:berlin'));
    expect(await handler.get('/ad-partners')).not.toBeNull();

    vi.setSystemTime(new Date(midnight));
    expect(await handler.get('/ad-partners')).toBeNull();
    expect(await handler.get('/berlin')).not.toBeNull();

    await handler.set('/ad-partners', page('calendar:berlin-month,venue-ad-slots'));
    vi.setSystemTime(new Date(new Date(midnight).getTime() + 29 * 86_400_000));
    expect(await handler.get('/ad-partners')).not.toBeNull();
    vi.useRealTimers();
  });
});

describe('page cache: the stored HTML', () => {
  it('keeps a page with its characters above U+00FF escaped, so each answer is encoded from a one-byte string', async () => {
    const { default: Handler } = await processCopy();
    const handler = new Handler();
    await handler.set('/ad-partners', { ...page('venue-ad-slots'), html: '<html><body><p>ab 9 € – „Aktuell“</p></body></html>' });
    const cached = (await handler.get('/ad-partners'))?.value as { html: string };
    expect(cached.html).toBe('<html><body><p>ab 9 &#x20ac; &#x2013; &#x201e;Aktuell&#x201c;</p></body></html>');
  });
});

describe('page cache: what it keeps', () => {
  it('keeps a page, but no redirect, no 404 or 410, and no page that asked for its own status in its request', async () => {
    const [{ default: Handler }, { allowStatusOverride, overrideStatus }] = await Promise.all([processCopy(), import('./status-override')]);
    const handler = new Handler();
    await handler.set('/berlin/locations/spreeblick', page('venues:berlin'));
    await handler.set('/berlin/locations/alter-name', { ...page('venues:berlin'), status: 308 });
    await handler.set('/berlin/locations/gibt-es-nicht', { ...page('venues:berlin'), status: 404 });
    // A venue no longer public: the page asks for 410 in its request, and Next would store the render as a 200.
    const request = { method: 'GET', headers: {} } as Parameters<typeof allowStatusOverride>[0];
    const response = { writeHead: () => response } as unknown as Parameters<typeof allowStatusOverride>[1];
    await new Promise<void>((resolve) =>
      allowStatusOverride(request, response, async () => {
        overrideStatus(410);
        await handler.set('/berlin/locations/geschlossen', page('venues:berlin'));
        resolve();
      }),
    );
    expect(await handler.get('/berlin/locations/spreeblick')).not.toBeNull();
    for (const key of ['/berlin/locations/alter-name', '/berlin/locations/gibt-es-nicht', '/berlin/locations/geschlossen']) expect(await handler.get(key)).toBeNull();
  });
});

describe('page cache: a page of a shape it does not know', () => {
  it('keeps the page as Next made it and warns once per process: chunk scripts it does not recognise, or html that is no string', async () => {
    const [{ default: Handler }, { logger }] = await Promise.all([processCopy(), import('../logger')]);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    try {
      const handler = new Handler();
      const changed = '<html><head><script src="/_next/static/chunks/a.js" async="" data-next=""></script></head><body></body></html>';
      await handler.set('/berlin', { ...page('venues:berlin'), html: changed });
      await handler.set('/hamburg', { ...page('venues:hamburg'), html: changed });
      expect(((await handler.get('/berlin'))?.value as { html: string }).html).toBe(changed);
      const stream = { pipe: () => undefined };
      await handler.set('/koeln', { ...page('venues:koeln'), html: stream });
      await handler.set('/bonn', { ...page('venues:bonn'), html: stream });
      expect(((await handler.get('/koeln'))?.value as { html: unknown }).html).toBe(stream);
      expect(warn.mock.calls.map(([fields]) => fields)).toEqual([
        { internal: 'chunkScript', path: 'page cache' },
        { internal: 'cachedPage', path: 'page cache' },
      ]);
    } finally {
      warn.mockRestore();
    }
  });
});
