import { describe, expect, it } from 'vitest';
import { translator } from '@/i18n/translator';
import { sampleOption, sampleSnapshot } from '@/test/offer-fixtures';
import { describeChanges } from './changes';

const en = translator('en', 'offers.changes');
const de = translator('de', 'offers.changes');

// The edits both languages' tests describe, so that each says the same changes.
const before = sampleSnapshot(['v1', 'v2']);
const [first] = before.options;
/** The first option's dates and price lines changed (one changed, one kept, one new), its option date, note and minimum spend. */
const optionEdited = {
  ...before,
  options: [
    {
      ...first,
      dates: [{ date: '2026-12-18', start: '18:00', end: '23:30' }],
      lines: [{ ...first.lines[1], unitNetCents: 45_00 }, { ...first.lines[2] }, { text: 'DJ', basis: 'flat' as const, quantity: 1, unitNetCents: 400_00, vatRate: 19 as const }],
      holdUntil: null,
      note: 'Neu',
      minimumSpendCents: null,
    },
    before.options[1],
  ],
};
/** The options in the other order, and another validity, cover note and planning fee. */
const offerWideEdited = {
  ...before,
  options: [before.options[1], before.options[0]],
  validUntil: '2026-12-16',
  coverNote: 'Anders',
  planningFee: { text: 'Planungspauschale Enterprise', basis: 'flat' as const, quantity: 1, unitNetCents: 1500_00, vatRate: 19 as const },
};

describe('describeChanges', () => {
  it('finds nothing between equal versions', () => {
    expect(describeChanges(before, structuredClone(before), en)).toEqual([]);
  });

  it('names added and removed options by their venue', () => {
    const after = { ...before, options: [before.options[0], sampleOption('v3', 'Kesselhaus')] };
    expect(describeChanges(before, after, en)).toEqual(['Option removed: Location 2', 'Option added: Kesselhaus']);
  });

  it('names each changed price line, the dates, the option date and the note of an option', () => {
    expect(describeChanges(before, optionEdited, en)).toEqual([
      'Location 1: dates changed from 2026-12-11 18:00–23:30, 2026-12-12 19:00–01:00 to 2026-12-18 18:00–23:30',
      'Location 1: price line “Menü 3 Gänge” changed from 1 × 42,90\u00a0€ per person, VAT 7 % to 1 × 45,00\u00a0€ per person, VAT 7 %',
      'Location 1: price line “DJ” added (1 × 400,00\u00a0€ flat, VAT 19 %)',
      'Location 1: price line “Raummiete” removed',
      'Location 1: option date changed from 2026-12-01 to none',
      'Location 1: personal note changed',
      'Location 1: minimum spend changed from 3.000,00\u00a0€ to none',
    ]);
  });

  it('names the offer-wide changes: order, validity, cover note and fee', () => {
    expect(describeChanges(before, offerWideEdited, en)).toEqual([
      'Order of the options changed',
      'Valid until changed from 2026-12-09 to 2026-12-16',
      'Cover note changed',
      'Planning fee changed from Planungspauschale Basis 199,00\u00a0€ net to Planungspauschale Enterprise 1.500,00\u00a0€ net',
    ]);
  });
});

describe('describeChanges after storage', () => {
  it('ignores the key order a jsonb column gives back', () => {
    const reordered = JSON.parse(JSON.stringify(before, (_, value) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).reverse()) : value)));
    expect(describeChanges(reordered, before, en)).toEqual([]);
  });
});

describe('describeChanges of the planner', () => {
  const before = sampleSnapshot(['v1']);

  it('names a planner without a name by their address, never as an empty name', () => {
    const unnamed = { ...before, planner: { name: '', email: 'chefin@example.test' } };
    expect(describeChanges(unnamed, before, en)).toEqual(['Planner changed from chefin@example.test to Paula Planer']);
    expect(describeChanges(before, { ...before, planner: { name: 'Katrin Vogel', email: 'katrin@planer.test' } }, en)).toEqual(['Planner changed from Paula Planer to Katrin Vogel']);
  });

  it('finds nothing when an older snapshot lacks the fields a newer one has empty', () => {
    const newer = { ...before, request: { ...before.request, salutation: null }, planner: { ...before.planner, phone: null, jobTitle: null, photoImageId: null } };
    expect(describeChanges(before, newer, en)).toEqual([]);
  });

  it('names a change of the planner’s title, phone or photo', () => {
    expect(describeChanges(before, { ...before, planner: { ...before.planner, phone: '030 1234567' } }, en)).toEqual(['Planner details changed (title, phone or photo)']);
  });
});

describe('describeChanges of the remaining parts', () => {
  const changed = {
    ...first,
    venue: { ...first.venue, name: 'Neue Münze', address: 'Am Krögel 2, 10179 Berlin' },
    included: 'Tische',
    cancellationTerms: [],
    guestDrop: null,
  };
  const after = { ...before, options: [changed, before.options[1]], planningFee: null, request: { ...before.request, participantCount: 50 } };

  it('names the venue, its services and terms, a removed fee and the request in English', () => {
    expect(describeChanges(before, after, en)).toEqual([
      'Neue Münze: venue name changed from “Location 1”',
      'Neue Münze: venue details changed',
      'Neue Münze: included services changed',
      'Neue Münze: cancellation terms changed',
      'Neue Münze: guest count reduction terms changed',
      'Planning fee changed from Planungspauschale Basis 199,00\u00a0€ net to none',
      'Request details changed (company, contact, city, participants or package)',
    ]);
  });

  it('says the same in German', () => {
    expect(describeChanges(before, after, de)).toEqual([
      'Neue Münze: Name der Location geändert (bisher: „Location 1“)',
      'Neue Münze: Angaben der Location geändert',
      'Neue Münze: Inklusivleistungen geändert',
      'Neue Münze: Stornobedingungen geändert',
      'Neue Münze: Bedingungen für eine geringere Gästezahl geändert',
      'Planungspauschale geändert (bisher: Planungspauschale Basis 199,00\u00a0€ netto; jetzt: keine Angabe)',
      'Angaben der Anfrage geändert (Firma, Ansprechperson, Stadt, Teilnehmende oder Paket)',
    ]);
  });
});

describe('describeChanges in German', () => {
  it('names added and removed options, the order, the validity, the cover note and the fee', () => {
    expect(describeChanges(before, { ...before, options: [before.options[0], sampleOption('v3', 'Kesselhaus')] }, de)).toEqual(['Option entfernt: Location 2', 'Option hinzugefügt: Kesselhaus']);
    expect(describeChanges(before, offerWideEdited, de)).toEqual([
      'Reihenfolge der Optionen geändert',
      '„Gültig bis“ geändert (bisher: 2026-12-09; jetzt: 2026-12-16)',
      'Begleittext geändert',
      'Planungspauschale geändert (bisher: Planungspauschale Basis 199,00\u00a0€ netto; jetzt: Planungspauschale Enterprise 1.500,00\u00a0€ netto)',
    ]);
  });

  it('names the changes of an option with German amounts and the values as stored', () => {
    expect(describeChanges(before, optionEdited, de)).toEqual([
      'Location 1: Terminoptionen geändert (bisher: 2026-12-11 18:00–23:30, 2026-12-12 19:00–01:00; jetzt: 2026-12-18 18:00–23:30)',
      'Location 1: Preiszeile „Menü 3 Gänge“ geändert (bisher: 1 × 42,90\u00a0€ pro Person, MwSt. 7 %; jetzt: 1 × 45,00\u00a0€ pro Person, MwSt. 7 %)',
      'Location 1: Preiszeile „DJ“ hinzugefügt (1 × 400,00\u00a0€ pauschal, MwSt. 19 %)',
      'Location 1: Preiszeile „Raummiete“ entfernt',
      'Location 1: „Option bis“ geändert (bisher: 2026-12-01; jetzt: keine Angabe)',
      'Location 1: persönliche Anmerkung geändert',
      'Location 1: Mindestumsatz geändert (bisher: 3.000,00\u00a0€; jetzt: keine Angabe)',
    ]);
  });

  it('names the person responsible by name or address, and a change of their details', () => {
    const unnamed = { ...before, planner: { name: '', email: 'chefin@example.test' } };
    expect(describeChanges(unnamed, before, de)).toEqual(['Zuständige Person geändert (bisher: chefin@example.test; jetzt: Paula Planer)']);
    expect(describeChanges(before, { ...before, planner: { ...before.planner, phone: '030 1234567' } }, de)).toEqual(['Angaben der zuständigen Person geändert (Position, Telefon oder Foto)']);
  });
});
