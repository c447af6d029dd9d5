import { expect, type Page, test } from './fixtures';
import { dismissConsent, E2E_ORIGIN, mailsContaining, thanksAddress } from './helpers';

const form = (page: Page) => page.locator('#anfrage');

test.describe('legal pages', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  test('Impressum and Datenschutz are ours, rendered from the configuration, and linked from the footer', async ({ page }) => {
    await page.goto('/');
    const legal = page.locator('footer').getByRole('navigation', { name: 'Rechtliches' });
    await legal.getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL('/impressum');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
    const imprint = page.getByRole('main');
    for (const text of ['Muster Eventplanung GmbH', 'Musterstraße 1', '10115 Berlin', 'Max Mustermann', 'Amtsgericht Berlin-Charlottenburg', 'HRB 000000 B', 'DE000000000', 'kontakt@example.de']) {
      await expect(imprint).toContainText(text);
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_ORIGIN}/impressum`);

    await page.locator('footer').getByRole('navigation', { name: 'Rechtliches' }).getByRole('link', { name: 'Datenschutz' }).click();
    await expect(page).toHaveURL('/datenschutz');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
    const policy = page.getByRole('main');
    for (const text of ['Muster Eventplanung GmbH', 'Anfrageformular', 'wf_consent', 'Google Ads', 'Anzeigen von Locations', 'Website besuchen', '24 Monaten', 'Cookie-Einstellungen', 'Art. 21']) {
      await expect(policy).toContainText(text);
    }
  });

  test('the agency credit stays, external and in a new tab', async ({ page }) => {
    await page.goto('/staedte');
    const footer = page.locator('footer');
    await expect(footer).toContainText('Umgesetzt von Beispiel Digitalagentur');
    for (const label of ['Impressum', 'Datenschutz', 'Kontakt']) {
      const link = footer.getByRole('link', { name: `${label} von Beispiel Digitalagentur (öffnet in neuem Tab)` });
      await expect(link).toHaveAttribute('href', /^https:\/\/www\.example-agentur\.de\//);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });

  test('the privacy checkbox of the form links to our policy in a new tab', async ({ page }) => {
    await page.goto('/berlin');
    await form(page).getByLabel('Teilnehmerzahl').fill('30');
    await form(page).getByRole('button', { name: 'Weiter' }).click();
    const link = form(page).getByRole('link', { name: 'Datenschutzerklärung' });
    await expect(link).toHaveAttribute('href', '/datenschutz');
    await expect(link).toHaveAttribute('target', '_blank');
  });
});

test.describe('consent banner', () => {
  test('links to Datenschutz and Impressum, its buttons come right after the skip link', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Cookies und Datenschutz' });
    await expect(banner.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
    await expect(banner.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Alle akzeptieren' })).toBeFocused();
  });

  for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 667 }]) {
    test(`leaves the footer's legal links reachable at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/berlin');
      await expect(page.getByRole('dialog', { name: 'Cookies und Datenschutz' })).toBeVisible();
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      const legal = page.locator('footer').getByRole('navigation', { name: 'Rechtliches' });
      for (const name of ['Impressum', 'Datenschutz']) {
        const link = legal.getByRole('link', { name });
        await expect(link).toBeInViewport();
        // Nothing covers it: a click at its centre reaches the link itself.
        const covered = await link.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) !== element;
        });
        expect(covered, name).toBe(false);
      }
    });
  }
});

test.describe('the form guides the keyboard', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  test('Enter in „Teilnehmerzahl“ opens step 2 in „Firmenname“, announced; „Zurück“ returns to „Stadt“', async ({ page }) => {
    await page.goto('/berlin');
    await form(page).getByLabel('Teilnehmerzahl').focus();
    await page.keyboard.type('60');
    await page.keyboard.press('Enter');
    await expect(form(page).getByLabel('Firmenname')).toBeFocused();
    await expect(form(page).getByText('Schritt 2 von 2: Ihre Kontaktdaten')).toHaveAttribute('aria-live', 'polite');
    await page.keyboard.type('Tastatur GmbH');
    await expect(form(page).getByLabel('Firmenname')).toHaveValue('Tastatur GmbH');
    await expect(form(page).getByLabel('E-Mail-Adresse')).toHaveValue('');
    await form(page).getByRole('button', { name: 'Zurück' }).focus();
    await page.keyboard.press('Enter');
    await expect(form(page).getByLabel('Stadt', { exact: true })).toBeFocused();
    await expect(form(page).getByLabel('Teilnehmerzahl')).toHaveValue('60');
  });

  test('a click on „Weiter“ puts the cursor in „Firmenname“, not on the page', async ({ page }) => {
    await page.goto('/');
    await form(page).getByLabel('Stadt', { exact: true }).selectOption('hamburg');
    await form(page).getByLabel('Teilnehmerzahl').fill('45');
    await form(page).getByRole('button', { name: 'Weiter' }).click();
    await expect(form(page).getByLabel('Firmenname')).toBeFocused();
  });

  test('required fields are marked', async ({ page }) => {
    await page.goto('/');
    for (const label of ['Stadt', 'Teilnehmerzahl']) await expect(form(page).getByLabel(label, { exact: true })).toHaveAttribute('required', '');
    await expect(form(page).getByLabel('Paket')).not.toHaveAttribute('required', '');
    await expect(form(page)).toContainText('* Pflichtfeld');
    await form(page).getByLabel('Stadt', { exact: true }).selectOption('berlin');
    await form(page).getByLabel('Teilnehmerzahl').fill('45');
    await form(page).getByRole('button', { name: 'Weiter' }).click();
    for (const label of ['Firmenname', 'Ansprechpartner', 'E-Mail-Adresse', 'Telefonnummer']) await expect(form(page).getByLabel(label)).toHaveAttribute('required', '');
    await expect(form(page).getByRole('checkbox')).toHaveAttribute('required', '');
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('„Anfrage senden“ fits its button on one line', async ({ page }) => {
      await page.goto('/berlin');
      await form(page).getByLabel('Teilnehmerzahl').fill('30');
      await form(page).getByRole('button', { name: 'Weiter' }).click();
      const send = form(page).getByRole('button', { name: 'Anfrage senden' });
      const fit = await send.evaluate((button) => {
        const text = document.createRange();
        text.selectNodeContents(button);
        return { overflow: button.scrollWidth - button.clientWidth, lines: text.getClientRects().length };
      });
      expect(fit).toEqual({ overflow: 0, lines: 1 });
    });
  });
});

test.describe('without JavaScript the server puts the cursor where the form continues', () => {
  test.use({ javaScriptEnabled: false });
  test('„Weiter“ opens step 2 in „Firmenname“, „Zurück“ returns to „Stadt“', async ({ page }) => {
    await page.goto('/berlin');
    await form(page).getByLabel('Teilnehmerzahl').fill('60');
    await form(page).getByRole('button', { name: 'Weiter' }).click();
    await expect(form(page).getByLabel('Firmenname')).toBeFocused();
    await form(page).getByRole('button', { name: 'Zurück' }).click();
    await expect(form(page).getByLabel('Stadt', { exact: true })).toBeFocused();
  });
});

test.describe('the package travels with the request', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  test('„Premium anfragen“ preselects Premium; both mails name it and can be answered', async ({ page }) => {
    await page.goto('/koeln');
    await page.getByRole('button', { name: 'Premium anfragen' }).click();
    const choice = form(page).getByLabel('Paket');
    await expect(choice).toHaveValue('premium');
    await expect(choice).toBeFocused();
    await expect(choice).toBeInViewport();
    await expect(page).toHaveURL('/koeln');
    await choice.selectOption('enterprise');
    await page.getByRole('button', { name: 'Basis anfragen' }).click();
    await expect(choice).toHaveValue('basis');
    await page.getByRole('button', { name: 'Premium anfragen' }).click();
    await form(page).getByLabel('Teilnehmerzahl').fill('150');
    await form(page).getByRole('button', { name: 'Weiter' }).click();
    await expect(form(page)).toContainText('Köln · 150 Teilnehmer · Paket: Premium');
    const marker = `Paket-Test ${Date.now()}`;
    await form(page).getByLabel('Firmenname').fill(marker);
    await form(page).getByLabel('Ansprechpartner').fill('Kai Kölsch');
    await form(page).getByLabel('E-Mail-Adresse').fill('kai@paket.test');
    await form(page).getByLabel('Telefonnummer').fill('0221 555');
    await form(page).getByRole('checkbox').check();
    await form(page).getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page).toHaveURL(thanksAddress('K%C3%B6ln'));

    const mails = await mailsContaining(marker, 2);
    const team = mails.find((mail) => mail.to && 'text' in mail.to && mail.to.text === 'team@planer.test')!;
    const confirmation = mails.find((mail) => mail !== team)!;
    for (const mail of [team, confirmation]) {
      expect(mail.text).toContain('Paket: Premium – 299,00\u00a0€ zzgl. MwSt. (bis 200 Teilnehmer)');
      expect(mail.from?.value).toEqual([{ name: 'Weihnachtsfeier-Planer', address: 'anfragen@planer.test' }]);
    }
    expect(team.replyTo?.value).toEqual([{ name: '', address: 'kai@paket.test' }]);
    expect(confirmation.to && 'text' in confirmation.to ? confirmation.to.text : '').toBe('kai@paket.test');
    expect(confirmation.replyTo?.value).toEqual([{ name: '', address: 'team@planer.test' }]);
    expect(confirmation.subject).toBe('Ihre Weihnachtsfeier-Anfrage für Köln');
    expect(confirmation.text).toContain('antworten Sie einfach auf diese E-Mail');
    expect(confirmation.text).toContain(
      ['--', 'Muster Eventplanung GmbH', 'Musterstraße 1, 10115 Berlin', 'Telefon: +49 30 00000000 · E-Mail: kontakt@example.de', 'Registergericht: Amtsgericht Berlin-Charlottenburg, HRB 000000 B', 'Geschäftsführung: Max Mustermann'].join('\n'),
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('„Enterprise anfragen“ renders the form with Enterprise chosen and the cursor on it', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Enterprise anfragen' }).click();
      await expect(form(page).getByLabel('Paket')).toHaveValue('enterprise');
      await expect(form(page).getByLabel('Paket')).toBeFocused();
      await form(page).getByLabel('Stadt', { exact: true }).selectOption('leipzig');
      await form(page).getByLabel('Teilnehmerzahl').fill('250');
      await form(page).getByRole('button', { name: 'Weiter' }).click();
      await expect(form(page)).toContainText('Leipzig · 250 Teilnehmer · Paket: Enterprise');
    });
  });
});

test.describe('one promise', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));
  const steps = ['Anfrage senden', '15-Minuten-Gespräch', 'Ihre Location-Optionen', 'Location buchen'];

  test('the same four steps on „/“, a city page and /thanks; the city count comes from the data', async ({ page }) => {
    for (const path of ['/', '/dresden', '/thanks?city=Dresden']) {
      await page.goto(path);
      await expect(page.locator('#ablauf h3'), path).toHaveText(steps.map((step, i) => new RegExp(`^Schritt ${i + 1}: ${step}`)));
      await expect(page.locator('#ablauf'), path).toContainText('innerhalb weniger Stunden');
      await expect(page.locator('#ablauf'), path).toContainText('innerhalb von 24 Stunden');
    }
    await page.goto('/');
    await expect(page.getByRole('main')).toContainText('79 Städte mit eigener Seite');
    await expect(page.getByRole('main')).not.toContainText('100 Städte');
  });
});

test.describe('a city page keeps its city', () => {
  test.beforeEach(async ({ page }) => dismissConsent(page));

  test('on „/muenchen“ every call to action leads to its own form', async ({ page }) => {
    await page.goto('/muenchen');
    const header = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(header.getByRole('link', { name: 'Anfrage stellen' })).toHaveAttribute('href', '#anfrage');
    await expect(page.getByRole('link', { name: 'Jetzt Anfrage stellen' })).toHaveAttribute('href', '#anfrage');
    await header.getByRole('link', { name: 'Anfrage stellen' }).click();
    await expect(page).toHaveURL('/muenchen#anfrage');
    await expect(form(page).getByLabel('Stadt', { exact: true })).toHaveValue('muenchen');
    await page.goto('/staedte');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Anfrage stellen' })).toHaveAttribute('href', '/#anfrage');
  });
});

test('city addresses as people type them answer 301 to the city page', async ({ request }) => {
  const expected = { '/münchen': '/muenchen', '/köln': '/koeln', '/düsseldorf': '/duesseldorf', '/Nürnberg': '/nuernberg', '/halle': '/halle-saale', '/freiburg': '/freiburg-im-breisgau', '/frankfurt-am-main': '/frankfurt' };
  for (const [typed, target] of Object.entries(expected)) {
    const response = await request.get(encodeURI(typed), { maxRedirects: 0 });
    expect(response.status(), typed).toBe(301);
    expect(response.headers().location, typed).toBe(target);
  }
});

test('security headers on pages, the API and 404s', async ({ request }) => {
  for (const path of ['/', '/berlin', '/api/health', '/gibt-es-nicht']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    for (const directive of ["frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'", "object-src 'none'"]) expect(headers['content-security-policy'], path).toContain(directive);
    expect(headers['permissions-policy'], path).toContain('camera=()');
    // The e2e site runs on http: no HSTS (the https case is a unit test).
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
});

test('every public page carries a preview card with its own image from our origin', async ({ page, request }) => {
  await dismissConsent(page);
  const images = new Set<string>();
  for (const path of ['/', '/berlin', '/muenchen', '/staedte', '/impressum', '/datenschutz']) {
    await page.goto(path);
    const meta = (selector: string) => page.locator(`meta[${selector}]`).getAttribute('content');
    const image = await meta('property="og:image"');
    expect(image, path).toMatch(new RegExp(`^${E2E_ORIGIN}/og/[a-z-]+\\.png$`));
    expect(await meta('property="og:image:width"')).toBe('1200');
    expect(await meta('property="og:image:height"')).toBe('630');
    expect(await meta('property="og:image:alt"')).toBeTruthy();
    expect(await meta('name="twitter:card"')).toBe('summary_large_image');
    expect(await meta('name="twitter:image"')).toBe(image);
    const file = await request.get(image!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    images.add(image!);
  }
  expect([...images].filter((image) => /\/og\/(berlin|muenchen)\.png$/.test(image))).toHaveLength(2);
  expect(await page.request.get('/og/atlantis.png').then((r) => r.status())).toBe(404);
});
