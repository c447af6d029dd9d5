import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { adminPage, axeViolations, E2E_PARTNERS, E2E_PLANNER_NAME, hydrated, mailsTo, newVisitor } from './helpers';

// A venue operator keeps its venue's public profile in the partner area (seed-venues.ts links each of two operators to
// a public venue in Erfurt): the change waits for the team, which approves it on the Bookings tab; the terms for the
// planners are saved at once; another operator's venue is not to be found.

const [OWNER, NEIGHBOUR] = E2E_PARTNERS;
const PUBLIC_PAGE = '/erfurt/locations/e2e-speicherboden';

async function partnerPage(browser: Browser, partner: (typeof E2E_PARTNERS)[number], javaScriptEnabled = true): Promise<Page> {
  const page = await newVisitor(browser, undefined, { javaScriptEnabled });
  await page.goto('/partner/anmelden');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(partner.email);
  await page.getByLabel('Passwort', { exact: true }).fill(partner.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Ihr Partnerbereich' })).toBeVisible({ timeout: 15_000 });
  return page;
}

const photo = async () => ({ name: 'dachboden.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 90, b: 140 } } }).png().toBuffer() });

test('an operator changes its public profile, the team approves it, and the public page shows it as text', async ({ browser }) => {
  const page = await partnerPage(browser, OWNER);
  const venues = page.getByRole('region', { name: 'Ihre Locations', exact: true });
  await expect(venues).toContainText(`${OWNER.venue} · Erfurt`);
  // How our mails address the operator, theirs to change on the dashboard.
  const contact = page.getByRole('region', { name: 'So sprechen wir Sie an' });
  await expect(contact.getByRole('combobox', { name: 'Anrede' })).toHaveValue('frau');
  await expect(contact.getByLabel('Ihr Name')).toHaveValue(OWNER.name);
  expect(await axeViolations(page)).toEqual([]);
  await venues.getByRole('link', { name: `Profil bearbeiten: ${OWNER.venue}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${OWNER.venue} · Erfurt` })).toBeVisible();
  // The team's notes and contacts are not the operator's to see.
  await expect(page.getByText('E2E: interne Notiz')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await hydrated(page);

  const marker = `Neu ausgebaut ${Date.now()}: <script>window.hacked=1</script>`;
  await page.getByLabel('Beschreibung').fill(marker);
  await page.getByLabel('Kapazität sitzend').fill('90');
  await page.getByRole('group', { name: 'Foto 2' }).getByLabel('Bilddatei').setInputFiles(await photo());
  await page.getByRole('button', { name: 'Profil zur Freigabe senden' }).click();
  // The new photo needs its alt text: refused, the typed text kept, the file to be chosen again.
  await expect(page.getByRole('alert').filter({ hasText: 'wählen Sie die Bilddateien noch einmal aus' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Foto 2' })).toContainText('Bitte beschreiben Sie kurz, was das Foto zeigt.');
  await expect(page.getByLabel('Beschreibung')).toHaveValue(marker);
  await page.getByRole('group', { name: 'Foto 2' }).getByLabel('Bilddatei').setInputFiles(await photo());
  await page.getByRole('group', { name: 'Foto 2' }).getByLabel('Alternativtext').fill('Der Dachboden mit langer Tafel');
  await page.getByRole('button', { name: 'Profil zur Freigabe senden' }).click();
  await expect(page.getByRole('status')).toHaveText(/Danke! Ihre Änderung liegt unserem Team zur Freigabe vor/);
  await expect(page.getByText(/liegt unserem Team zur Freigabe vor. Das Formular zeigt diese Fassung/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Foto 2' }).getByRole('img', { name: 'Foto 2, wie es jetzt gespeichert ist' })).toBeVisible();

  // The terms apply at once and are not public.
  await page.getByLabel('Mindestumsatz (brutto, €)').fill('2.500,00');
  await page.getByRole('group', { name: 'Stornostufe 1' }).getByLabel('Tage vor der Veranstaltung').fill('14');
  await page.getByRole('group', { name: 'Stornostufe 1' }).getByLabel('Fälliger Anteil (%)').fill('50');
  await page.getByRole('button', { name: 'Konditionen speichern' }).click();
  await expect(page.getByRole('status')).toHaveText('Ihre Konditionen sind gespeichert.');
  await expect(page.getByLabel('Mindestumsatz (brutto, €)')).toHaveValue('2.500,00\u00a0€');

  // Until the team approves, the public page shows the old version.
  const visitor = await newVisitor(browser);
  await visitor.goto(PUBLIC_PAGE);
  await expect(visitor.getByText('Ein Saal unter dem Dach eines alten Speichers am Domplatz.')).toBeVisible();
  await expect(visitor.getByText('2.500')).toHaveCount(0);

  const admin = await adminPage(browser);
  await admin.goto('/admin/bookings');
  const change = admin.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: `${OWNER.venue} · Erfurt` }) });
  await expect(change).toContainText(`Sent by ${OWNER.name}`);
  await expect(change.getByRole('row', { name: /Description/ })).toContainText(marker);
  await expect(change.getByRole('row', { name: /Capacity seated/ })).toContainText('90');
  await expect(change.getByRole('img', { name: 'Der Dachboden mit langer Tafel' })).toBeVisible();
  await change.getByRole('button', { name: 'Approve profile change' }).click();
  await expect(admin.getByText('Profile change approved: it is live now.')).toBeVisible();

  await visitor.goto(PUBLIC_PAGE);
  // The operator's markup is text on the page, never markup.
  await expect(visitor.getByText(marker)).toBeVisible();
  expect(await visitor.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await expect(visitor.getByRole('img', { name: 'Der Dachboden mit langer Tafel' })).toBeVisible();
  const [approved] = await mailsTo(OWNER.email, 1);
  expect(approved.subject).toBe(`Ihre Profiländerung ist freigegeben – ${OWNER.venue}`);
  // Greeted by the salutation of the operator's account, signed by the admin who approved; a reply reaches the team.
  expect(approved.text?.split('\n')[0]).toBe(`Guten Tag Frau ${OWNER.name.split(' ').at(-1)},`);
  expect(approved.text).toContain(`Mit freundlichen Grüßen\n${E2E_PLANNER_NAME}\n`);
  expect(approved.replyTo?.value[0]?.address).toBe('team@planer.test');
});

test('the profile form works without JavaScript, and another operator’s venue answers 404', async ({ browser }) => {
  const page = await partnerPage(browser, NEIGHBOUR, false);
  await page.getByRole('link', { name: `Profil bearbeiten: ${NEIGHBOUR.venue}` }).click();
  const own = page.url();
  await page.getByLabel('Inklusive').fill('Garderobe, Technik, Glühwein zur Begrüßung');
  await page.getByRole('button', { name: 'Profil zur Freigabe senden' }).click();
  await expect(page.getByRole('status')).toHaveText(/Danke! Ihre Änderung liegt unserem Team zur Freigabe vor/);
  await expect(page.getByLabel('Inklusive')).toHaveValue('Garderobe, Technik, Glühwein zur Begrüßung');

  // The other operator's venue: as unknown as a made-up address.
  const owner = await partnerPage(browser, OWNER);
  await owner.getByRole('link', { name: `Profil bearbeiten: ${OWNER.venue}` }).click();
  const theirs = owner.url();
  expect(theirs).not.toBe(own);
  expect((await page.goto(theirs))?.status()).toBe(404);
  expect((await page.goto('/partner/locations/00000000-0000-4000-8000-000000000000'))?.status()).toBe(404);
  // Signed out, the page leads to the sign-in.
  const stranger = await newVisitor(browser);
  await stranger.goto(own);
  await expect(stranger).toHaveURL(/\/partner\/anmelden/);
});
