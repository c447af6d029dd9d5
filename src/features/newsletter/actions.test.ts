import { eq } from 'drizzle-orm';
import { beforeEach, expect, it, vi } from 'vitest';
import { mailOutbox, newsletterSubscribers, rateLimitHits } from '@/db/schema';
import { appDatabaseFor, describeEachDatabase } from '@/test/databases';
import { formData, redirectOf } from '@/test/server-actions';
import { INITIAL_SIGNUP_STATE } from './form-state';

// The server action reads the client's address through next/headers: each test says which visitor it is.
let requestHeaders = new Headers();
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }));

const { newsletterSignupAction, confirmNewsletterAction } = await import('./actions');
const unsubscribeRoute = await import('@/app/(site)/(pages)/newsletter/abmelden/route');

const SUCCESS = (email: string) => `Fast geschafft: Bitte bestätigen Sie Ihre Anmeldung über den Link, den wir Ihnen gerade an ${email} geschickt haben.`;

describeEachDatabase('newsletter sign-up, confirmation and unsubscribe endpoints', (database) => {
  const handle = appDatabaseFor(database);
  beforeEach(async () => {
    requestHeaders = new Headers({ 'x-forwarded-for': '203.0.113.7' });
    await handle.db.delete(rateLimitHits);
  });

  const signUp = (fields: Record<string, string>) => newsletterSignupAction(INITIAL_SIGNUP_STATE, formData(fields));
  const mailsTo = (email: string) => handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(mailOutbox.id);
  const rowOf = async (email: string) => (await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
  const linkIn = async (email: string, path: string) => {
    const mails = await mailsTo(email);
    return new URL(mails[mails.length - 1].textBody.match(new RegExp(`http\\S+${path}\\?token=\\S+`))![0]);
  };

  it('refuses an invalid address in German and keeps what was typed', async () => {
    expect(await signUp({ email: 'anna@firma' })).toEqual({ status: 'invalid', email: 'anna@firma', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' });
    expect(await signUp({ email: ' ' })).toMatchObject({ status: 'invalid', message: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' });
  });

  it('answers new, pending and confirmed addresses alike, and mails only the new one', async () => {
    expect(await signUp({ email: ' Neu@Firma.de ' })).toEqual({ status: 'success', email: '', message: SUCCESS('neu@firma.de') });
    expect(await signUp({ email: 'neu@firma.de' })).toEqual({ status: 'success', email: '', message: SUCCESS('neu@firma.de') });
    expect(await mailsTo('neu@firma.de')).toHaveLength(1);
    expect((await rowOf('neu@firma.de')).consentText).toMatch(/^Ich möchte den Newsletter des Weihnachtsfeier-Planers per E-Mail erhalten: .*Datenschutzerklärung\.$/);
  });

  it('drops a filled honeypot with the same answer and no mail', async () => {
    expect(await signUp({ email: 'bot@firma.de', website: 'https://spam.example' })).toEqual({ status: 'success', email: '', message: SUCCESS('bot@firma.de') });
    expect(await rowOf('bot@firma.de')).toBeUndefined();
    expect(await mailsTo('bot@firma.de')).toEqual([]);
  });

  it('limits sign-ups per client address, not for everyone', async () => {
    for (let i = 0; i < 10; i++) expect((await signUp({ email: `viele${i}@firma.de` })).status).toBe('success');
    expect(await signUp({ email: 'elf@firma.de' })).toEqual({
      status: 'error',
      email: 'elf@firma.de',
      message: 'Von Ihrem Anschluss kamen in kurzer Zeit sehr viele Anmeldungen. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    });
    expect(await rowOf('elf@firma.de')).toBeUndefined();
    requestHeaders = new Headers({ 'x-forwarded-for': '203.0.113.8' });
    expect((await signUp({ email: 'elf@firma.de' })).status).toBe('success');
  });

  it('confirms only by the POST of the page’s button, then shows the confirmation', async () => {
    await signUp({ email: 'bestaetigt@firma.de' });
    const token = (await linkIn('bestaetigt@firma.de', '/newsletter/bestaetigen')).searchParams.get('token')!;
    expect(await redirectOf(confirmNewsletterAction(formData({ token })))).toBe('/newsletter/bestaetigen?bestaetigt=1');
    expect((await rowOf('bestaetigt@firma.de')).status).toBe('confirmed');
    expect(await redirectOf(confirmNewsletterAction(formData({ token })))).toBe(`/newsletter/bestaetigen?token=${token}`);
    expect(await mailsTo('bestaetigt@firma.de')).toHaveLength(2);
  });

  it('unsubscribes by the link: GET shows the page, the button’s POST comes back to it, a one-click POST gets 200', async () => {
    await signUp({ email: 'tschuess@firma.de' });
    const token = (await rowOf('tschuess@firma.de')).unsubscribeToken;
    const url = `http://localhost:3000/newsletter/abmelden?token=${token}`;
    const page = `http://localhost:3000/newsletter/abbestellen?token=${token}`;

    const opened = unsubscribeRoute.GET(new Request(url));
    expect([opened.status, opened.headers.get('location')]).toEqual([303, page]);
    expect((await rowOf('tschuess@firma.de')).status).toBe('pending');

    const oneClick = await unsubscribeRoute.POST(new Request(url, { method: 'POST', body: new URLSearchParams('List-Unsubscribe=One-Click') }));
    expect([oneClick.status, await oneClick.text()]).toEqual([200, 'Sie haben den Newsletter abbestellt.']);
    expect(await rowOf('tschuess@firma.de')).toMatchObject({ status: 'unsubscribed', confirmTokenHash: null });

    const button = await unsubscribeRoute.POST(new Request('http://localhost:3000/newsletter/abmelden', { method: 'POST', body: new URLSearchParams({ token }) }));
    expect([button.status, button.headers.get('location')]).toEqual([303, page]);

    const unknown = await unsubscribeRoute.POST(new Request(`http://localhost:3000/newsletter/abmelden?token=${'x'.repeat(43)}`, { method: 'POST', body: new URLSearchParams('List-Unsubscribe=One-Click') }));
    expect(unknown.status).toBe(404);
  });
});
