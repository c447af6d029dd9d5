import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { dismissConsent } from './helpers';

// The public pages here; the admin's screens in the German walk of admin-language.spec.ts.

for (const path of ['/', '/berlin', '/staedte', '/thanks?city=Berlin', '/impressum', '/datenschutz', '/gibt-es-nicht']) {
  test(`no axe violations on ${path}`, async ({ page }) => {
    await dismissConsent(page);
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the consent banner itself has no axe violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('dialog').getByRole('button', { name: 'Einstellungen', exact: true }).click();
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
