// The cluster bench's checks beyond load: every mail delivered once by two workers, an admin change on every process.
import { chromium } from '@playwright/test';
import { simpleParser } from 'mailparser';
import type { TestSmtpServer } from '../../src/test/smtp.ts';
import { onDatabase } from './database.ts';
import { CHROME_FLAGS, sleep } from './processes.ts';

const AD_NAME = 'Spreespeicher Cluster';

export async function outboxDelivery(url: string, smtp: TestSmtpServer, expected: number) {
  const start = performance.now();
  for (let i = 0; i < 1200 && smtp.received.length < expected; i++) await sleep(100);
  const seconds = (performance.now() - start) / 1000;
  await sleep(2000);
  // Each request's two mails: the team's names the company (unique per request), the company's goes to its own address.
  const perMail = new Map<string, number>();
  for (const mail of smtp.received) {
    const parsed = await simpleParser(mail.raw);
    const key = `${mail.to.join(',')}|${parsed.subject}|${/Firma: (Cluster \d+)/.exec(parsed.text ?? '')?.[1] ?? ''}`;
    perMail.set(key, (perMail.get(key) ?? 0) + 1);
  }
  const states = await onDatabase(url, async (client) => (await client.query('select status, count(*)::int as n from mail_outbox group by status')).rows);
  return {
    mailsInOutbox: expected,
    received: smtp.received.length,
    distinct: perMail.size,
    receivedTwice: [...perMail.values()].filter((n) => n > 1).length,
    outboxStates: Object.fromEntries(states.map((row) => [row.status, row.n])),
    seconds: Number(seconds.toFixed(1)),
    mailsPerSecond: Math.round(expected / seconds),
  };
}

/** A live, featured ad for Berlin, which the admin change then deactivates. */
export async function seedAd(url: string) {
  await onDatabase(url, (client) =>
    client.query(`insert into venue_ads (city_id, venue_name, description, website_url, live_system, featured) values ('berlin', $1, 'Loft an der Spree für 80 bis 250 Gäste.', 'https://example.org', true, true)`, [AD_NAME]),
  );
}

const showsAd = async (base: string) => (await (await fetch(`${base}/berlin`)).text()).includes(AD_NAME);

/** The admin deactivates the ad in a browser through the proxy; then: when does each process, and the proxy, stop showing it? */
export async function adminChange({ siteUrl, proxy, direct, admin }: { siteUrl: string; proxy: string; direct: string[]; admin: { email: string; password: string } }) {
  for (const base of [...direct, proxy]) if (!(await showsAd(base))) throw new Error(`${base}/berlin does not show the seeded ad`);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROME_FLAGS });
  try {
    const page = await browser.newPage({ baseURL: siteUrl });
    await page.goto('/auth');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin\//);
    await page.goto('/admin/venue-ads?city=berlin');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(AD_NAME) }) });
    const clicked = performance.now();
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('status').filter({ hasText: 'Venue ad deactivated successfully' }).waitFor();
    const saved = performance.now();
    const gone: Record<string, number> = {};
    for (let i = 0; i < 3000 && Object.keys(gone).length < direct.length; i++) {
      await Promise.all(
        direct.map(async (base) => {
          if (!(base in gone) && !(await showsAd(base))) gone[base] = performance.now() - clicked;
        }),
      );
      await sleep(10);
    }
    // Through the proxy the page stays until its s-maxage (60 s) has passed, then one stale answer while it is fetched anew.
    let proxyGone: number | undefined;
    for (let i = 0; i < 1500 && proxyGone === undefined; i++) {
      if (!(await showsAd(proxy))) proxyGone = performance.now() - clicked;
      else await sleep(100);
    }
    return {
      adminActionMs: Math.round(saved - clicked),
      goneOnProcessesMs: Object.fromEntries(Object.entries(gone).map(([base, ms]) => [base, Math.round(ms)])),
      goneThroughProxySeconds: proxyGone === undefined ? 'still shown after 150 s' : Number((proxyGone / 1000).toFixed(1)),
    };
  } finally {
    await browser.close();
  }
}
