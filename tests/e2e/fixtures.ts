import { test as base } from '@playwright/test';
import { afterScripts } from './helpers';

export { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';

/** Playwright's test, with a page whose navigations wait for the page's scripts (not without JavaScript: nothing runs). */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled === false ? page : afterScripts(page));
  },
});
