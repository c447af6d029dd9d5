import { describe, expect, it } from 'vitest';
import { MESSAGES } from './fields';
import { FIELD_MESSAGES, packageHint, privacySchema, requestSchema, step1Schema, step2Schema, validate } from './schema';

const step1 = { city: 'berlin', customCity: '', participantCount: '60' };
const step2 = { companyName: 'Muster GmbH', contactName: 'Erika Mustermann', email: 'erika@muster.de', phone: '030 123' };

describe('the hint on a package below the group', () => {
  it('names the limit, the group and the package that holds it', () => {
    expect(packageHint({ participantCount: '60', package: 'basis' })).toBe(
      'Das Paket Basis ist für bis zu 50 Teilnehmer gedacht, Sie planen mit 60. Wählen Sie gern Premium – oder senden Sie Ihre Anfrage so ab, wir beraten Sie persönlich.',
    );
    expect(packageHint({ participantCount: ' 250 ', package: 'premium' })).toMatch(/^Das Paket Premium ist für bis zu 200 Teilnehmer gedacht, Sie planen mit 250\. Wählen Sie gern Enterprise – /);
  });
  it('is not given when the package holds the group, or nothing is chosen or counted', () => {
    for (const values of [
      { participantCount: '50', package: 'basis' },
      { participantCount: '5000', package: 'enterprise' },
      { participantCount: '60', package: '' },
      { participantCount: '', package: 'basis' },
      { participantCount: 'sechzig', package: 'basis' },
    ])
      expect(packageHint(values)).toBeUndefined();
  });
});

describe('step 1', () => {
  it('accepts a featured city and a whole number', () => {
    expect(validate(step1Schema, step1)).toEqual({ ok: true, data: { city: 'berlin', customCity: '', participantCount: 60, package: null } });
  });
  it('takes a package id, or none', () => {
    expect(validate(step1Schema, { ...step1, package: 'enterprise' })).toMatchObject({ ok: true, data: { package: 'enterprise' } });
    expect(validate(step1Schema, { ...step1, package: '' })).toMatchObject({ ok: true, data: { package: null } });
    expect(validate(step1Schema, { ...step1, package: 'gold' })).toEqual({ ok: false, errors: { package: 'Bitte wählen Sie eines der angebotenen Pakete' } });
  });
  it.each([
    [{ city: '' }, { city: 'Bitte wählen Sie eine Stadt aus' }],
    [{ city: 'andere', customCity: '   ' }, { customCity: 'Bitte geben Sie Ihre Stadt ein' }],
    [{ participantCount: '' }, { participantCount: 'Bitte geben Sie die Teilnehmerzahl an' }],
    [{ participantCount: '  ' }, { participantCount: 'Bitte geben Sie die Teilnehmerzahl an' }],
    [{ participantCount: '0' }, { participantCount: 'Bitte geben Sie eine gültige Zahl ein' }],
    [{ participantCount: '-3' }, { participantCount: 'Bitte geben Sie eine gültige Zahl ein' }],
    [{ participantCount: '12,5' }, { participantCount: 'Bitte geben Sie eine gültige Zahl ein' }],
    [{ participantCount: 'viele' }, { participantCount: 'Bitte geben Sie eine gültige Zahl ein' }],
    [{ participantCount: '100001' }, { participantCount: 'Bitte geben Sie eine gültige Zahl ein' }],
    [{ participantCount: 2.5 }, { participantCount: 'Bitte geben Sie eine gültige Zahl ein' }],
  ])('%o → %o', (change, errors) => {
    expect(validate(step1Schema, { ...step1, ...change })).toEqual({ ok: false, errors });
  });
  it('reports a missing custom city together with a missing participant count', () => {
    expect(validate(step1Schema, { city: 'andere', customCity: '', participantCount: '' })).toEqual({
      ok: false,
      errors: { customCity: 'Bitte geben Sie Ihre Stadt ein', participantCount: 'Bitte geben Sie die Teilnehmerzahl an' },
    });
  });
  it('accepts 100000 and a custom city', () => {
    expect(validate(step1Schema, { city: 'andere', customCity: ' Gießen ', participantCount: 100000 })).toMatchObject({ ok: true, data: { customCity: 'Gießen' } });
  });
});

describe('step 2', () => {
  it('trims values', () => {
    expect(validate(step2Schema, { ...step2, companyName: '  Muster GmbH ' })).toMatchObject({ ok: true, data: { companyName: 'Muster GmbH' } });
  });
  it('names every missing field, also when only blanks were typed', () => {
    expect(validate(step2Schema, { companyName: ' ', contactName: '', email: '  ', phone: undefined })).toEqual({
      ok: false,
      errors: {
        companyName: 'Firmenname ist erforderlich',
        contactName: 'Ansprechpartner ist erforderlich',
        email: 'E-Mail-Adresse ist erforderlich',
        phone: 'Telefonnummer ist erforderlich',
      },
    });
  });
  it.each(['erika', 'erika@', 'erika@muster', 'er ika@muster.de'])('rejects the e-mail %s', (email) => {
    expect(validate(step2Schema, { ...step2, email })).toEqual({ ok: false, errors: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' } });
  });
  it('requires the privacy consent', () => {
    expect(validate(privacySchema, {})).toEqual({ ok: false, errors: { privacy: FIELD_MESSAGES.privacy } });
    expect(validate(privacySchema, { privacy: 'on' }).ok).toBe(true);
  });
});

describe('the whole request', () => {
  it('combines both steps', () => {
    expect(validate(requestSchema, { ...step1, ...step2 })).toMatchObject({ ok: true, data: { participantCount: 60, email: 'erika@muster.de' } });
  });
  it('keeps the spec texts of the toasts', () => {
    expect([MESSAGES.failureTitle, MESSAGES.failureText, MESSAGES.successTitle, MESSAGES.successText]).toEqual([
      'Fehler beim Senden',
      'Es gab ein Problem beim Senden Ihrer Anfrage. Bitte versuchen Sie es erneut.',
      'Anfrage erfolgreich gesendet!',
      'Wir haben Ihre Anfrage erhalten und werden uns bald bei Ihnen melden.',
    ]);
  });
});
