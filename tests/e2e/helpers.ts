import type { Page } from '@playwright/test';

/** JSON-LD blocks of the current page, parsed (a parse error fails the test). */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block));
}

/** Pre-accepts nothing: the consent banner stays out of the way for tests that are about something else. */
export async function dismissConsent(page: Page) {
  await page.context().addCookies([{ name: 'wf_consent', value: 'p0.s0.m0', url: 'http://localhost:3100' }]);
}
