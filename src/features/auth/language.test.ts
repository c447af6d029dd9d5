import { eq } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { user } from '@/db/schema';
import { signInCookie } from '@/test/auth';
import { appDatabaseFor, describeEachDatabase } from '@/test/databases';
import { formData } from '@/test/server-actions';

// Server actions and the request's language read the request through next/headers; here each call gets the
// headers set below: the signed-in admin's cookie and the browser's Accept-Language.
let requestHeaders = new Headers();
vi.mock('next/headers', async () => (await import('@/test/next-mocks')).nextHeaders(() => requestHeaders));
vi.mock('next/cache', async () => (await import('@/test/next-mocks')).nextCache());

const { createOrPromoteAdmin } = await import('./first-admin');
const { chooseLanguage } = await import('./admin-actions');
const { chooseLanguageForm } = await import('./admin-form-actions');
const { requestLocale } = await import('@/features/auth/request-locale');
const { translator } = await import('@/i18n/translator');

describeEachDatabase('the admin language', (database) => {
  const handle = appDatabaseFor(database);
  let cookie = '';
  let adminId = '';

  beforeAll(async () => {
    await createOrPromoteAdmin(handle.db, 'sprache@planer.test', 'geheim123', { name: 'Sina Sprache' });
    adminId = (await handle.db.select({ id: user.id }).from(user).where(eq(user.email, 'sprache@planer.test')))[0].id;
    cookie = await signInCookie('sprache@planer.test', 'geheim123');
  });

  /** A request of the signed-in admin (or of nobody) from a browser that asks for `language`. */
  const request = (language: string | undefined, signedIn = true) => {
    requestHeaders = new Headers({ ...(signedIn ? { cookie } : {}), ...(language ? { 'accept-language': language } : {}) });
  };
  const storedLocale = async () => (await handle.db.select({ locale: user.locale }).from(user).where(eq(user.id, adminId)))[0].locale;

  it("follows the browser's language before the account chooses one", async () => {
    expect(await storedLocale()).toBeNull();
    request('de-DE,de;q=0.9,en;q=0.8');
    expect(await requestLocale()).toBe('de');
    request('en-US,en;q=0.9,de;q=0.8');
    expect(await requestLocale()).toBe('en');
    request('de-DE', false);
    expect(await requestLocale()).toBe('de');
    request(undefined);
    expect(await requestLocale()).toBe('en');
  });

  it('refuses a language the admin does not speak (400), changing nothing', async () => {
    request('en-US');
    expect(await chooseLanguage({ locale: 'fr' })).toMatchObject({ ok: false, status: 400, message: translator('en', 'admin.guard')('invalid'), fieldErrors: { locale: expect.any(String) } });
    expect(await chooseLanguage({})).toMatchObject({ ok: false, status: 400 });
    expect(await storedLocale()).toBeNull();
    expect(await requestLocale()).toBe('en');
  });

  it("stores the signed-in account's choice, which then wins over the browser's language", async () => {
    request('en-US,en;q=0.9');
    expect(await chooseLanguage({ locale: 'de' })).toEqual({ ok: true, data: 'de' });
    expect(await storedLocale()).toBe('de');
    expect(await requestLocale()).toBe('de');

    // The header's switch: its toast already speaks the language chosen, which wins over a German browser too.
    request('de-DE');
    expect(await chooseLanguageForm(null, formData({ locale: 'en' }))).toEqual({ kind: 'success', text: translator('en', 'admin.language')('chosen') });
    expect(await storedLocale()).toBe('en');
    expect(await requestLocale()).toBe('en');
  });
});
