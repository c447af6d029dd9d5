import { expect, type Page, test } from './fixtures';
import { adminPage, E2E_ADMIN, E2E_ORIGIN } from './helpers';

// Each test writes posts with titles of its own, so the tests can run side by side.

const RUN = Date.now().toString(36);

const row = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const alertToast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The editor once React runs in it (before that the tag chips and Calculate are not there). */
async function openEditor(page: Page, path = '/admin/posts/new') {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled();
}

async function fillRequired(page: Page, title: string) {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Excerpt').fill(`${title}: worum es geht.`);
  await page.getByLabel('Content').fill(`## Ablauf\n\nText zu ${title}.`);
  await page.getByLabel('Author').fill('E2E-Redaktion');
}

async function createDraft(page: Page, title: string) {
  await openEditor(page);
  await fillRequired(page, title);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(toast(page, 'Post created successfully')).toBeVisible();
  await expect(row(page, title)).toContainText('Draft');
}

test('a post written with tags, calculated reading time and live preview is saved as a draft, then published, updated and unpublished', async ({ browser }) => {
  const page = await adminPage(browser);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Blog Posts' }).click();
  await expect(page.getByRole('heading', { name: 'Blog Posts', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page).toHaveURL('/admin/posts/new');
  await expect(page.getByRole('button', { name: 'Calculate' })).toBeEnabled();

  const title = `Glühwein & Gänsebraten ${RUN}`;
  const slug = `gluehwein-gaensebraten-${RUN}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByLabel('Excerpt').fill('Was beim Firmenessen auf den Tisch kommt.');
  const words = Array.from({ length: 401 }, () => 'Wort').join(' ');
  await page.getByLabel('Content').fill(`## Zeitplan\n\n| Uhrzeit | Programm |\n|---|---|\n| 18:00 | Empfang |\n\n${words}`);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Zeitplan' })).toBeVisible();
  await expect(preview.getByRole('table')).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'Empfang' })).toBeVisible();
  await page.getByLabel('Author').fill('E2E-Redaktion');
  await page.getByLabel('Category').selectOption({ label: 'Trends' });

  const tagEntry = page.getByLabel('New tag');
  await tagEntry.fill('Budget');
  await tagEntry.press('Enter');
  await expect(page).toHaveURL('/admin/posts/new');
  await tagEntry.fill(' Team ');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await tagEntry.fill('budget');
  await tagEntry.press('Enter');
  await tagEntry.fill('Weg');
  await tagEntry.press('Enter');
  await page.getByRole('button', { name: 'Remove tag Weg' }).click();
  await expect(page.getByRole('list', { name: 'Tags of this post' }).getByRole('listitem')).toHaveText(['Budget×', 'Team×']);
  await expect(page.getByRole('button', { name: 'Remove tag Budget' })).toBeVisible();

  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByLabel('Reading time (minutes)')).toHaveValue('3');

  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(toast(page, 'Post created successfully')).toBeVisible();
  await expect(page).toHaveURL('/admin/posts');
  await expect(row(page, title)).toContainText(slug);
  await expect(row(page, title)).toContainText('Trends');
  await expect(row(page, title)).toContainText('Draft');
  await expect(row(page, title).getByRole('link', { name: 'View' })).toHaveCount(0);

  await row(page, title).getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove tag Team' })).toBeVisible();
  await expect(page.getByLabel('Reading time (minutes)')).toHaveValue('3');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Post updated successfully')).toBeVisible();
  await expect(row(page, title)).toContainText('Published');
  await expect(row(page, title)).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await expect(row(page, title).getByRole('link', { name: 'View' })).toHaveAttribute('href', `/blog/${slug}`);

  // 'Save Draft' keeps a published post published; its button now reads 'Update'.
  await openEditor(page, (await row(page, title).getByRole('link', { name: 'Edit' }).getAttribute('href'))!);
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
  await page.getByLabel('Excerpt').fill('Neu gefasst.');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(toast(page, 'Post updated successfully')).toBeVisible();
  await expect(row(page, title)).toContainText('Published');

  await row(page, title).getByRole('button', { name: 'Unpublish' }).click();
  await expect(toast(page, 'Post unpublished successfully')).toBeVisible();
  await expect(row(page, title)).toContainText('Draft');
  await row(page, title).getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Post published successfully')).toBeVisible();
  await expect(row(page, title)).toContainText('Published');
});

test('a slug in use is refused next to the slug field, keeping every input; empty required fields are named', async ({ browser }) => {
  const page = await adminPage(browser);
  const taken = `Doppelter Slug ${RUN}`;
  await createDraft(page, taken);

  await openEditor(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(alertToast(page, 'Please fill in all required fields')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Author')).toHaveAttribute('aria-invalid', 'true');

  await fillRequired(page, 'Ein anderer Titel');
  await page.getByLabel('Slug').fill(`doppelter-slug-${RUN}`);
  await page.getByLabel('New tag').fill('Bleibt');
  await page.getByLabel('New tag').press('Enter');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(alertToast(page, 'A post with this slug already exists')).toBeVisible();
  await expect(page.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#post-slug-error')).toHaveText('A post with this slug already exists');
  await expect(page).toHaveURL('/admin/posts/new');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Ein anderer Titel');
  await expect(page.getByLabel('Author')).toHaveValue('E2E-Redaktion');
  await expect(page.getByRole('button', { name: 'Remove tag Bleibt' })).toBeVisible();
});

test('leaving the editor with unsaved changes asks first', async ({ browser }) => {
  const page = await adminPage(browser);
  await openEditor(page);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/admin/posts');

  await openEditor(page);
  await page.getByLabel('Title', { exact: true }).fill('Nicht gespeichert');
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect.poll(() => asked).toEqual(['You have unsaved changes. Leave without saving?']);
  await expect(page).toHaveURL('/admin/posts/new');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Nicht gespeichert');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: 'Back to Admin' }).click();
  await expect(page).toHaveURL('/admin/posts');
  await expect(page.getByRole('heading', { name: 'Blog Posts', level: 1 })).toBeVisible();

  // Closing the tab or reloading goes through the browser's own prompt.
  await openEditor(page);
  await page.getByLabel('Title', { exact: true }).click();
  await page.keyboard.type('Auch nicht');
  const unload = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const prompt = await unload;
  expect(prompt.type()).toBe('beforeunload');
  await prompt.accept();
});

test('a post is deleted through the dialog; an unknown post sends the editor back to the list; demo content is not added twice', async ({ browser }) => {
  const page = await adminPage(browser);
  const title = `Wird gelöscht ${RUN}`;
  await createDraft(page, title);

  await row(page, title).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, title)).toHaveCount(1);
  await row(page, title).getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Post deleted successfully')).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);

  await page.goto('/admin/posts/999999/edit');
  await expect(page).toHaveURL('/admin/posts');
  await expect(alertToast(page, 'Failed to fetch post')).toBeVisible();

  // The demo content was added at the first start; whatever another test removed comes back, the rest is skipped.
  await page.getByRole('button', { name: 'Add demo content' }).click();
  const seeded = toast(page, /Demo content (is already complete|added: \d+ categor(y|ies), \d+ posts?)/);
  await expect(seeded).toBeVisible();
  await seeded.getByRole('button', { name: 'Close message' }).click();
  await page.getByRole('button', { name: 'Add demo content' }).click();
  await expect(toast(page, 'Demo content is already complete')).toBeVisible();
  await expect(row(page, 'Budgetplanung für die Weihnachtsfeier: Kosten, Steuern, Spartipps')).toHaveCount(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.250' } });

  test('a post is saved from plain forms: tags as text, slug from the title, refused input kept; the list publishes it', async ({ page }) => {
    // /auth needs JavaScript; the session comes from the same endpoint its form calls.
    const signedIn = await page.request.post('/api/auth/sign-in/email', { data: E2E_ADMIN, headers: { origin: E2E_ORIGIN } });
    expect(signedIn.status()).toBe(200);

    const title = `Ohne Skript ${RUN}`;
    await page.goto('/admin/posts/new');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Excerpt').fill('Ein Beitrag aus dem einfachen Formular.');
    await page.getByLabel('Content').fill('# Überschrift\n\nText.');
    await page.getByLabel('Tags (separated by commas)').fill('Formular, Ohne JS, formular');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    // The answer to the plain post is a new page: wait for it before reading its HTML.
    await expect(page.locator('#post-author-error')).toHaveText('Please fill in all required fields');
    expect(await page.content()).toContain('<p role="alert" class="rounded-lg bg-berry-600 p-3 text-sm font-medium text-white">Please fill in all required fields</p>');
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('Tags (separated by commas)')).toHaveValue('Formular, Ohne JS');

    await page.getByLabel('Author').fill('Ohne-JS-Redaktion');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page).toHaveURL('/admin/posts?notice=created');
    // Locators skip <noscript>, where the notices stand without JavaScript.
    expect(await page.content()).toContain('Post created successfully');
    await expect(row(page, title)).toContainText(`ohne-skript-${RUN}`);
    await expect(row(page, title)).toContainText('Draft');

    await row(page, title).getByRole('button', { name: 'Publish' }).click();
    await expect(row(page, title)).toContainText('Published');
    expect(await row(page, title).innerHTML()).toContain('Post published successfully');
    await row(page, title).getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('Tags (separated by commas)')).toHaveValue('Formular, Ohne JS');
    await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
  });
});
