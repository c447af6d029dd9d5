import { eq } from 'drizzle-orm';
import { NextIntlClientProvider } from 'next-intl';
import { type ComponentProps, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { beforeAll, expect, it, vi } from 'vitest';
import { storedImages, user } from '@/db/schema';
import { MESSAGES } from '@/i18n/messages';
import { translator } from '@/i18n/translator';
import { signInCookie } from '@/test/auth';
import { appDatabaseFor, describeEachDatabase } from '@/test/databases';

// Server actions read the request through next/headers; here each call gets the signed-in admin's cookie.
let requestHeaders = new Headers();
vi.mock('next/headers', async () => (await import('@/test/next-mocks')).nextHeaders(() => requestHeaders));
vi.mock('next/cache', async () => (await import('@/test/next-mocks')).nextCache());

const { sessionUser } = await import('./server');
const { createOrPromoteAdmin } = await import('./first-admin');
const { updateProfile } = await import('./admin-actions');
const { updateProfileFromForm } = await import('./admin-form-actions');
const { MissingNameNotice } = await import('./components/missing-name-notice');
const { IMAGE_KINDS } = await import('@/lib/upload-limits');

// The admin's words in English (a request without a chosen language and without Accept-Language).
const profileText = translator('en', 'auth.profile');
const validation = translator('en', 'auth.validation');

const signIn = async (email: string, password: string) => new Headers({ cookie: await signInCookie(email, password) });

const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#b91c1c' } }).png().toBuffer();
const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function profileForm(fields: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describeEachDatabase('planner profiles', (database) => {
  const handle = appDatabaseFor(database);
  const ids = { self: '', other: '', waiting: '' };

  beforeAll(async () => {
    await createOrPromoteAdmin(handle.db, 'ohne-name@planer.test', 'geheim123');
    await createOrPromoteAdmin(handle.db, 'kollege@planer.test', 'geheim123', { name: 'Kurt Kollege' });
    await createOrPromoteAdmin(handle.db, 'wartet@planer.test', 'geheim123', { name: 'Wanda Wartet' });
    await handle.db.update(user).set({ role: 'user' }).where(eq(user.email, 'wartet@planer.test'));
    const idOf = async (email: string) => (await handle.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0].id;
    ids.self = await idOf('ohne-name@planer.test');
    ids.other = await idOf('kollege@planer.test');
    ids.waiting = await idOf('wartet@planer.test');
    requestHeaders = await signIn('ohne-name@planer.test', 'geheim123');
  });

  const profile = async (id: string) =>
    (await handle.db.select({ name: user.name, phone: user.phone, jobTitle: user.jobTitle, photoImageId: user.photoImageId }).from(user).where(eq(user.id, id)))[0];
  const images = () => handle.db.select({ id: storedImages.id, sourceUrl: storedImages.sourceUrl, contentType: storedImages.contentType }).from(storedImages);
  // The notice's words come from the admin's catalogue, which the admin's layout provides (here the English one).
  const english = { locale: 'en', messages: MESSAGES.en, timeZone: 'Europe/Berlin' } as ComponentProps<typeof NextIntlClientProvider>;
  const notice = async () => renderToStaticMarkup(createElement(NextIntlClientProvider, english, createElement(MissingNameNotice, { admin: (await sessionUser(requestHeaders))! })));

  it('reminds an admin without a name, and no longer once they have one', async () => {
    expect(await notice()).toBe(
      '<p role="note" class="rounded-lg bg-gold-100 p-3 text-sm text-slate-900">Your account has no display name yet. Companies see your name on their call, offer and mails – add it under <a class="font-medium text-pine-800 underline" href="/admin/account">Account</a>.</p>',
    );
    const saved = await updateProfileFromForm({ values: { name: '', phone: '', jobTitle: '' } }, profileForm({ userId: ids.self, name: ' Katrin Vogel ', phone: '+49 30 1234567', jobTitle: 'Eventplanerin' }));
    expect(saved).toEqual({ values: { name: 'Katrin Vogel', phone: '+49 30 1234567', jobTitle: 'Eventplanerin' }, saved: profileText('saved') });
    expect(await profile(ids.self)).toEqual({ name: 'Katrin Vogel', phone: '+49 30 1234567', jobTitle: 'Eventplanerin', photoImageId: null });
    expect((await sessionUser(requestHeaders))?.name).toBe('Katrin Vogel');
    expect(await notice()).toBe('');
  });

  it('stores a portrait re-encoded, replaces it with a new one, and removes it', async () => {
    const photo = new File([await png()], 'katrin.png', { type: 'image/png' });
    expect(await updateProfile(profileForm({ userId: ids.self, name: 'Katrin Vogel', phone: '', jobTitle: '', photo }))).toEqual({ ok: true, data: { name: 'Katrin Vogel', phone: '', jobTitle: '' } });
    const first = await profile(ids.self);
    expect(first).toMatchObject({ phone: null, jobTitle: null, photoImageId: expect.any(String) });
    expect(await images()).toEqual([{ id: first.photoImageId, sourceUrl: 'upload:katrin.png', contentType: 'image/webp' }]);

    // Saving without a file (an untouched file input posts an empty one) keeps the photo.
    const untouched = new File([], '', { type: 'application/octet-stream' });
    expect(await updateProfile(profileForm({ userId: ids.self, name: 'Katrin Vogel', photo: untouched }))).toMatchObject({ ok: true });
    expect((await profile(ids.self)).photoImageId).toBe(first.photoImageId);

    const webp = new File([await sharp(await png()).webp().toBuffer()], 'neu.webp', { type: 'image/webp' });
    expect(await updateProfile(profileForm({ userId: ids.self, name: 'Katrin Vogel', photo: webp }))).toMatchObject({ ok: true });
    const second = await profile(ids.self);
    expect(second.photoImageId).not.toBe(first.photoImageId);

    expect(await updateProfile(profileForm({ userId: ids.self, name: 'Katrin Vogel', removePhoto: 'on' }))).toMatchObject({ ok: true });
    expect((await profile(ids.self)).photoImageId).toBeNull();
  });

  it('refuses a missing name or a file that is no photo next to its field, changing nothing', async () => {
    await updateProfile(profileForm({ userId: ids.self, name: 'Katrin Vogel', phone: '030 1', photo: new File([await png()], 'k.png', { type: 'image/png' }) }));
    const before = { profile: await profile(ids.self), images: await images() };
    const refused = async (fields: Record<string, string | File>) => updateProfile(profileForm({ userId: ids.self, name: 'Katrin Vogel', ...fields }));

    expect(await refused({ name: '' })).toEqual({ ok: false, status: 400, message: 'Please correct the marked fields.', fieldErrors: { name: 'Please enter your name' } });
    expect(await refused({ name: 'katrin@planer.test' })).toMatchObject({ status: 400, fieldErrors: { name: 'Please enter your name' } });
    expect(await refused({ name: 'K'.repeat(101) })).toMatchObject({ status: 400, fieldErrors: { name: validation('nameTooLong') } });
    expect(await refused({ phone: 'ruf mich an' })).toMatchObject({ status: 400, fieldErrors: { phone: validation('phoneInvalid') } });
    expect(await refused({ jobTitle: 'Erste\nZweite' })).toMatchObject({ status: 400, fieldErrors: { jobTitle: validation('jobTitleInvalid') } });
    // Declared as a text file, declared as a PNG but none, a GIF (not offered), and more than 5 MB.
    expect(await refused({ photo: new File(['hallo'], 'notiz.txt', { type: 'text/plain' }) })).toMatchObject({ status: 400, fieldErrors: { photo: validation('photoNotImage') } });
    expect(await refused({ photo: new File(['kein Bild'], 'falsch.png', { type: 'image/png' }) })).toMatchObject({ status: 400, fieldErrors: { photo: validation('photoNotImage') } });
    expect(await refused({ photo: new File([gif], 'bewegt.png', { type: 'image/png' }) })).toMatchObject({ status: 400, fieldErrors: { photo: validation('photoNotImage') } });
    const tooLarge = new File([Buffer.concat([await png(), Buffer.alloc(IMAGE_KINDS.portrait.maxBytes)])], 'gross.png', { type: 'image/png' });
    expect(await refused({ photo: tooLarge })).toMatchObject({ status: 400, fieldErrors: { photo: validation('photoTooLarge') } });
    // The form gives back what was typed, with the errors beside the fields.
    expect(await updateProfileFromForm({ values: { name: '', phone: '', jobTitle: '' } }, profileForm({ userId: ids.self, name: ' ', phone: '030 2', jobTitle: 'Chefin' }))).toEqual({
      values: { name: ' ', phone: '030 2', jobTitle: 'Chefin' },
      message: 'Please correct the marked fields.',
      fieldErrors: { name: 'Please enter your name' },
    });
    expect({ profile: await profile(ids.self), images: await images() }).toEqual(before);
  });

  it("edits another admin's profile, but no account without the admin role", async () => {
    expect(await updateProfile(profileForm({ userId: ids.other, name: 'Kurt Kollege', jobTitle: 'Planer' }))).toMatchObject({ ok: true });
    expect(await profile(ids.other)).toMatchObject({ name: 'Kurt Kollege', jobTitle: 'Planer' });
    const before = await images();
    const photo = new File([await png()], 'w.png', { type: 'image/png' });
    expect(await updateProfile(profileForm({ userId: ids.waiting, name: 'Wanda', photo }))).toEqual({ ok: false, status: 404, message: profileText('notAnAdmin') });
    expect(await profile(ids.waiting)).toMatchObject({ name: 'Wanda Wartet', photoImageId: null });
    expect(await images()).toEqual(before);
  });
});
