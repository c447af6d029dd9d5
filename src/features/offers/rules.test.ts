import { describe, expect, it } from 'vitest';
import type { DraftOption, OfferDraft } from '@/db/schema';
import { translator } from '@/i18n/translator';
import { checkDraft, compactDraft, DRAFT_ERRORS, type DraftContext, draftFromFields, formDraft, fromAnswerFields, newDraft, optionForVenue, suitsRequest, type VenueForOffer, withVenues } from './rules';

const TODAY = '2026-11-20';

function venue(id: string, overrides: Partial<VenueForOffer> = {}): VenueForOffer {
  return {
    id,
    name: `Venue ${id}`,
    cityName: 'Berlin',
    address: 'Molkenmarkt 2, 10179 Berlin',
    capacitySeated: 80,
    capacityStanding: 150,
    types: ['eventlocation'],
    description: 'Saal',
    websiteUrl: null,
    imageIds: [`img-${id}`],
    included: 'Tische und Stühle',
    priceBlocks: [
      { text: 'Raummiete', basis: 'flat', unitNetCents: 500_00, vatRate: 19 },
      { text: 'Menü 3 Gänge', basis: 'per_person', unitNetCents: 42_90, vatRate: 7 },
    ],
    minimumSpendCents: 3000_00,
    cancellationTerms: [{ daysBefore: 14, percent: 50 }],
    guestDrop: { kind: 'percent', amount: 10, untilDaysBefore: 7 },
    archived: false,
    ...overrides,
  };
}

const VENUES = [venue('a'), venue('b'), venue('c', { archived: true })];

function context(overrides: Partial<DraftContext> = {}): DraftContext {
  return {
    today: TODAY,
    request: { companyName: 'Müller & Söhne GmbH', contactName: 'Erika Müller', cityName: 'Berlin', participantCount: 45, packageId: 'basis' },
    planner: { name: 'Paula Planer', email: 'paula@planer.test' },
    venues: new Map(VENUES.map((v) => [v.id, v])),
    publishedVenueIds: new Set(),
    ...overrides,
  };
}

function option(venueId: string, overrides: Partial<DraftOption> = {}): DraftOption {
  return { ...optionForVenue(venue(venueId)), dates: [{ date: '2026-12-11', start: '18:00', end: '23:30' }], holdUntil: '2026-12-01', ...overrides };
}

/** An option of a venue that is not in VENUES (e.g. one with other stored prices). */
function optionWith(v: VenueForOffer): DraftOption {
  return { ...optionForVenue(v), dates: [{ date: '2026-12-11', start: '18:00', end: '23:30' }], holdUntil: '2026-12-01' };
}

function draft(overrides: Partial<OfferDraft> = {}): OfferDraft {
  return { validUntil: '2026-12-04', coverNote: ' Drei Vorschläge ', enterpriseFee: '', feePackage: '', options: [option('a'), option('b')], ...overrides };
}

const errorsOf = (d: OfferDraft, ctx = context()) => {
  const checked = checkDraft(d, ctx);
  return checked.ok ? {} : checked.fieldErrors;
};

describe('whether a venue suits a request („Stadt und Größe passen“)', () => {
  const berlin60 = { cityId: 'berlin', cityName: 'Berlin', participantCount: 60 };
  const venue = (capacitySeated: number, capacityStanding: number, city: { cityId: string | null; cityName: string } = { cityId: 'berlin', cityName: 'Berlin' }) => ({ ...city, capacitySeated, capacityStanding });

  it('needs a seat for every guest: 40 seats do not suit 60 guests, however many could stand', () => {
    expect(suitsRequest(venue(40, 100), berlin60)).toBe(false);
    expect(suitsRequest(venue(59, 300), berlin60)).toBe(false);
    expect(suitsRequest(venue(0, 200), berlin60)).toBe(false);
    expect(suitsRequest(venue(60, 60), berlin60)).toBe(true);
    expect(suitsRequest(venue(80, 0), berlin60)).toBe(true);
  });

  it('needs the request’s city: one of ours by its id, another town by its name', () => {
    expect(suitsRequest(venue(200, 300, { cityId: 'hamburg', cityName: 'Hamburg' }), berlin60)).toBe(false);
    expect(suitsRequest(venue(200, 300, { cityId: null, cityName: ' wittenberge ' }), { cityId: null, cityName: 'Wittenberge', participantCount: 60 })).toBe(true);
    expect(suitsRequest(venue(200, 300, { cityId: null, cityName: 'Perleberg' }), { cityId: null, cityName: 'Wittenberge', participantCount: 60 })).toBe(false);
  });
});

describe('checkDraft', () => {
  it('turns a complete draft into the snapshot the company sees, with the venue frozen and the package fee', () => {
    const checked = checkDraft(draft(), context());
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const { snapshot } = checked;
    expect(snapshot.validUntil).toBe('2026-12-04');
    expect(snapshot.coverNote).toBe('Drei Vorschläge');
    expect(snapshot.planner).toEqual({ name: 'Paula Planer', email: 'paula@planer.test' });
    expect(snapshot.planningFee).toEqual({ text: 'Planungspauschale Basis', basis: 'flat', quantity: 1, unitNetCents: 199_00, vatRate: 19 });
    expect(snapshot.options[0]).toEqual({
      venue: { id: 'a', name: 'Venue a', cityName: 'Berlin', address: 'Molkenmarkt 2, 10179 Berlin', capacitySeated: 80, capacityStanding: 150, types: ['eventlocation'], description: 'Saal', websiteUrl: null, imageIds: ['img-a'] },
      dates: [{ date: '2026-12-11', start: '18:00', end: '23:30' }],
      lines: [
        { text: 'Raummiete', basis: 'flat', quantity: 1, unitNetCents: 500_00, vatRate: 19 },
        { text: 'Menü 3 Gänge', basis: 'per_person', quantity: 1, unitNetCents: 42_90, vatRate: 7 },
      ],
      included: 'Tische und Stühle',
      minimumSpendCents: 3000_00,
      cancellationTerms: [{ daysBefore: 14, percent: 50 }],
      guestDrop: { kind: 'percent', amount: 10, untilDaysBefore: 7 },
      holdUntil: '2026-12-01',
      note: '',
    });
  });

  it('takes 2 to 6 options and refuses 0, 1 or 7', () => {
    const many = context({ venues: new Map(Array.from({ length: 7 }, (_, i) => [`v${i}`, venue(`v${i}`)])) });
    for (const count of [0, 1, 7]) expect(errorsOf(draft({ options: Array.from({ length: count }, (_, i) => option(`v${i}`)) }), many).options).toBe(DRAFT_ERRORS.optionCount);
    for (const count of [2, 6]) expect(checkDraft(draft({ options: Array.from({ length: count }, (_, i) => option(`v${i}`)) }), many).ok).toBe(true);
  });

  it('names each bad price line field by its path, and ignores empty rows', () => {
    const lines = [
      { text: 'Raummiete', basis: 'flat' as const, quantity: '1', unitNet: '500,005', vatRate: '19' },
      { text: '', basis: 'flat' as const, quantity: '1', unitNet: '', vatRate: '19' },
      { text: 'Menü', basis: 'per_person' as const, quantity: '1,5', unitNet: '-42,90', vatRate: '16' },
      { text: '  ', basis: 'per_person' as const, quantity: '0', unitNet: '10', vatRate: '7' },
    ];
    expect(errorsOf(draft({ options: [option('a'), option('b', { lines })] }))).toEqual({
      'options.1.lines.0.unitNet': DRAFT_ERRORS.price,
      'options.1.lines.2.quantity': DRAFT_ERRORS.quantity,
      'options.1.lines.2.unitNet': DRAFT_ERRORS.price,
      'options.1.lines.2.vatRate': DRAFT_ERRORS.vat,
      'options.1.lines.3.text': DRAFT_ERRORS.lineText,
      'options.1.lines.3.quantity': DRAFT_ERRORS.quantity,
    });
  });

  it('accepts amounts as Germans type them, with up to two decimals, and a price of 0', () => {
    const lines = ['1.234,56', '5.000', '5.000,00', '5000', '5000,5', '0', '42,9 €'].map((unitNet) => ({ text: `Posten ${unitNet}`, basis: 'flat' as const, quantity: '2', unitNet, vatRate: '0' }));
    const checked = checkDraft(draft({ options: [option('a', { lines }), option('b')] }), context());
    expect(checked.ok && checked.snapshot.options[0].lines.map((l) => l.unitNetCents)).toEqual([1234_56, 5000_00, 5000_00, 5000_00, 5000_50, 0, 42_90]);
  });

  it('refuses an amount in the English form (a dot is the thousands separator) with the example 5.000,00', () => {
    expect(translator('en', 'offers.draft')('price')).toContain('5.000,00');
    const lines = ['5,000.00', '1,234.56', '12.50', '5000.5'].map((unitNet) => ({ text: 'Posten', basis: 'flat' as const, quantity: '1', unitNet, vatRate: '19' }));
    expect(errorsOf(draft({ options: [option('a', { lines }), option('b')] }))).toEqual(Object.fromEntries(lines.map((_, j) => [`options.0.lines.${j}.unitNet`, DRAFT_ERRORS.price])));
  });

  it('refuses a price above 1.000.000,00 €, also one a venue stored before the ceiling, and a line that comes to more', () => {
    // A venue's block (or answer) stored before the ceiling: the option made of it is refused, not priced (that answered 500).
    const stored = venue('a', { priceBlocks: [{ text: 'Raummiete', basis: 'flat', unitNetCents: Number.MAX_SAFE_INTEGER, vatRate: 19 }] });
    const lines = [
      { text: 'Menü', basis: 'per_person' as const, quantity: '1', unitNet: '1.000.000,01', vatRate: '7' },
      { text: 'Getränke', basis: 'per_person' as const, quantity: '3', unitNet: '400.000,00', vatRate: '19' },
      { text: 'Saal', basis: 'flat' as const, quantity: '2', unitNet: '500.000,00', vatRate: '19' },
    ];
    const ctx = context({ venues: new Map([...VENUES, stored].map((v) => [v.id, v])) });
    expect(errorsOf(draft({ enterpriseFee: '1.000.000,01', feePackage: 'enterprise', options: [optionWith(stored), option('b', { lines })] }), { ...ctx, request: { ...ctx.request, packageId: null } })).toEqual({
      'options.0.lines.0.unitNet': DRAFT_ERRORS.priceTooHigh,
      'options.1.lines.0.unitNet': DRAFT_ERRORS.priceTooHigh,
      'options.1.lines.1.unitNet': DRAFT_ERRORS.lineTooHigh,
      enterpriseFee: DRAFT_ERRORS.enterpriseFeeTooHigh,
    });
    for (const language of ['de', 'en'] as const) {
      const t = translator(language, 'offers.draft');
      expect([t('priceTooHigh'), t('lineTooHigh'), t('enterpriseFeeTooHigh')]).toEqual(
        language === 'de'
          ? ['Der Einzelpreis darf höchstens 1.000.000,00 € betragen.', 'Einzelpreis × Menge darf höchstens 1.000.000,00 € ergeben.', 'Die Enterprise-Planungspauschale darf höchstens 1.000.000,00 € betragen.']
          : ['The unit price can be at most 1.000.000,00 €.', 'Unit price × quantity can come to at most 1.000.000,00 €.', 'The Enterprise planning fee can be at most 1.000.000,00 €.'],
      );
    }
  });

  it('needs at least one price line per option', () => {
    expect(errorsOf(draft({ options: [option('a', { lines: [] }), option('b')] }))).toEqual({ 'options.0.lines': DRAFT_ERRORS.lineCount });
  });

  it('needs 1 to 3 date options, none in the past, each with start and end; an end before the start runs past midnight', () => {
    expect(errorsOf(draft({ options: [option('a', { dates: [{ date: '', start: '', end: '' }] }), option('b')] }))).toEqual({ 'options.0.dates': DRAFT_ERRORS.dateCount });
    const four = Array.from({ length: 4 }, () => ({ date: '2026-12-11', start: '18:00', end: '23:00' }));
    expect(errorsOf(draft({ options: [option('a', { dates: four }), option('b')] }))).toEqual({ 'options.0.dates': DRAFT_ERRORS.dateCount });
    const dates = [
      { date: '2026-11-19', start: '18:00', end: '23:00' },
      { date: '2026-02-30', start: '25:00', end: '' },
      { date: '2026-12-12', start: '19:00', end: '19:00' },
    ];
    expect(errorsOf(draft({ options: [option('a', { dates, holdUntil: '' }), option('b')] }))).toEqual({
      'options.0.dates.0.date': DRAFT_ERRORS.datePast,
      'options.0.dates.1.date': DRAFT_ERRORS.dateRequired,
      'options.0.dates.1.start': DRAFT_ERRORS.startRequired,
      'options.0.dates.1.end': DRAFT_ERRORS.endRequired,
      'options.0.dates.2.end': DRAFT_ERRORS.endEqualsStart,
    });
    const overnight = checkDraft(draft({ options: [option('a', { dates: [{ date: TODAY, start: '19:00', end: '01:00' }], holdUntil: '' }), option('b')] }), context());
    expect(overnight.ok).toBe(true);
  });

  it('keeps the option date between today and the first date option', () => {
    const at = (holdUntil: string) => errorsOf(draft({ options: [option('a', { holdUntil }), option('b')] }))['options.0.holdUntil'];
    expect(at('2026-11-19')).toBe(DRAFT_ERRORS.holdPast);
    expect(at('2026-12-12')).toBe(DRAFT_ERRORS.holdAfterFirstDate);
    expect(at('2026-12-11')).toBeUndefined();
    expect(at(TODAY)).toBeUndefined();
    expect(at('')).toBeUndefined();
  });

  it('refuses a validity before today or missing', () => {
    expect(errorsOf(draft({ validUntil: '2026-11-19' })).validUntil).toBe(DRAFT_ERRORS.validUntilPast);
    expect(errorsOf(draft({ validUntil: '' })).validUntil).toBe(DRAFT_ERRORS.validUntilRequired);
    expect(checkDraft(draft({ validUntil: TODAY }), context()).ok).toBe(true);
  });

  it('refuses an archived venue in a new option, but keeps one offered before', () => {
    const withArchived = draft({ options: [option('a'), option('c')] });
    expect(errorsOf(withArchived)).toEqual({ 'options.1.venueId': DRAFT_ERRORS.venueArchived });
    expect(checkDraft(withArchived, context({ publishedVenueIds: new Set(['c']) })).ok).toBe(true);
    expect(errorsOf(draft({ options: [option('a'), option('gone')] }))).toEqual({ 'options.1.venueId': DRAFT_ERRORS.venueUnknown });
  });

  it('charges the package fee: Premium fixed, Enterprise as entered, and asks for a package when the request has none', () => {
    const fee = (ctx: DraftContext, d = draft()) => {
      const checked = checkDraft(d, ctx);
      return checked.ok ? checked.snapshot.planningFee : checked.fieldErrors;
    };
    const request = context().request;
    expect(fee(context({ request: { ...request, packageId: 'premium' } }))).toMatchObject({ text: 'Planungspauschale Premium', unitNetCents: 299_00, vatRate: 19 });
    const enterprise = context({ request: { ...request, packageId: 'enterprise' } });
    expect(fee(enterprise)).toEqual({ enterpriseFee: DRAFT_ERRORS.enterpriseFee });
    expect(fee(enterprise, draft({ enterpriseFee: '-100' }))).toEqual({ enterpriseFee: DRAFT_ERRORS.enterpriseFee });
    expect(fee(enterprise, draft({ enterpriseFee: '1.500,00' }))).toMatchObject({ text: 'Planungspauschale Enterprise', unitNetCents: 1500_00, vatRate: 19 });
    expect(fee(enterprise, draft({ enterpriseFee: '5.000' }))).toMatchObject({ unitNetCents: 5000_00 });
    expect(fee(enterprise, draft({ enterpriseFee: '5,000.00' }))).toEqual({ enterpriseFee: DRAFT_ERRORS.enterpriseFee });
    expect(translator('en', 'offers.draft')('enterpriseFee')).toContain('1.500,00 (dot for thousands, comma for cents)');
    const none = context({ request: { ...request, packageId: null } });
    expect(fee(none)).toEqual({ feePackage: DRAFT_ERRORS.feePackage });
    expect(fee(none, draft({ feePackage: 'premium' }))).toMatchObject({ unitNetCents: 299_00 });
    const chosen = checkDraft(draft({ feePackage: 'premium' }), none);
    expect(chosen.ok && chosen.snapshot.request.packageId).toBe('premium');
  });

  it('keeps hostile text as it is typed (escaping is the output\'s job)', () => {
    const note = '<script>alert(1)</script>\r\nBcc: x@evil.test';
    const checked = checkDraft(draft({ options: [option('a', { note }), option('b')] }), context());
    expect(checked.ok && checked.snapshot.options[0].note).toBe(note.trim());
  });
});

describe('the draft and the form', () => {
  it('reads the posted fields with every row where it was typed', () => {
    const fields = {
      validUntil: '2026-12-04',
      coverNote: 'Hallo',
      enterpriseFee: '',
      feePackage: 'basis',
      'options.0.venueId': 'a',
      'options.0.dates.0.date': '2026-12-11',
      'options.0.dates.0.start': '18:00',
      'options.0.dates.0.end': '23:00',
      'options.0.dates.1.date': '',
      'options.0.dates.1.start': '',
      'options.0.dates.1.end': '',
      'options.0.lines.0.text': '',
      'options.0.lines.0.basis': 'flat',
      'options.0.lines.0.quantity': '1',
      'options.0.lines.0.unitNet': '',
      'options.0.lines.0.vatRate': '19',
      'options.0.lines.1.text': 'Menü',
      'options.0.lines.1.basis': 'per_person',
      'options.0.lines.1.quantity': '1',
      'options.0.lines.1.unitNet': '42,90',
      'options.0.lines.1.vatRate': '7',
      'options.0.included': 'Alles',
      'options.0.holdUntil': '',
      'options.0.note': 'Tipp',
    };
    const read = draftFromFields(fields);
    expect(read.options[0].lines.map((l) => l.text)).toEqual(['', 'Menü']);
    expect(read.options[0].dates).toHaveLength(2);
    expect(compactDraft(read).options[0]).toEqual({
      venueId: 'a',
      dates: [{ date: '2026-12-11', start: '18:00', end: '23:00' }],
      lines: [{ text: 'Menü', basis: 'per_person', quantity: '1', unitNet: '42,90', vatRate: '7' }],
      included: 'Alles',
      holdUntil: '',
      note: 'Tipp',
    });
    const shown = formDraft(compactDraft(read));
    expect(shown.options[0].dates).toHaveLength(3);
    expect(shown.options[0].lines).toHaveLength(3);
  });

  it("carries an option's origin in a venue's answer through the form, and drops a malformed one", () => {
    const fromAnswer = { inviteId: '0b3c1a52-6f0e-4d2a-9a51-3f0c2b7d9e11', answeredAt: '2026-11-28T13:05:00.000Z' };
    const stored = compactDraft(draft({ options: [option('a', { fromAnswer }), option('b')] }));
    const shown = formDraft(stored);
    const fields: Record<string, string> = { validUntil: shown.validUntil, coverNote: shown.coverNote, enterpriseFee: shown.enterpriseFee, feePackage: shown.feePackage ?? '' };
    shown.options.forEach((o, i) => {
      Object.assign(fields, { [`options.${i}.venueId`]: o.venueId, [`options.${i}.included`]: o.included, [`options.${i}.holdUntil`]: o.holdUntil, [`options.${i}.note`]: o.note }, fromAnswerFields(i, o.fromAnswer));
      o.dates.forEach((d, j) => Object.assign(fields, { [`options.${i}.dates.${j}.date`]: d.date, [`options.${i}.dates.${j}.start`]: d.start, [`options.${i}.dates.${j}.end`]: d.end }));
      o.lines.forEach((l, j) => {
        for (const [key, value] of Object.entries(l)) fields[`options.${i}.lines.${j}.${key}`] = value;
      });
    });
    expect(fromAnswerFields(1, undefined)).toEqual({});
    const read = compactDraft(draftFromFields(fields));
    expect(read).toEqual(stored);
    expect(read.options[0].fromAnswer).toEqual(fromAnswer);
    expect('fromAnswer' in read.options[1]).toBe(false);
    for (const broken of [
      { 'options.0.fromAnswer.inviteId': '' },
      { 'options.0.fromAnswer.inviteId': 'not-an-id' },
      { 'options.0.fromAnswer.answeredAt': '' },
      { 'options.0.fromAnswer.answeredAt': '2026-02-30T13:05:00.000Z' },
      { 'options.0.fromAnswer.answeredAt': '28.11.2026 14:05' },
    ]) {
      expect(draftFromFields({ ...fields, ...broken }).options[0], JSON.stringify(broken)).not.toHaveProperty('fromAnswer');
    }
  });

  it('starts valid for 14 days and keeps the work on venues still chosen when the venues change', () => {
    expect(newDraft('2026-12-25').validUntil).toBe('2027-01-08');
    const worked = { ...newDraft(TODAY), options: [{ ...optionForVenue(venue('a')), note: 'bleibt' }, optionForVenue(venue('b'))] };
    const next = withVenues(worked, [venue('b'), venue('a'), venue('d', { priceBlocks: [] })]);
    expect(next.options.map((o) => [o.venueId, o.note])).toEqual([
      ['a', 'bleibt'],
      ['b', ''],
      ['d', ''],
    ]);
    expect(next.options[1].lines).toEqual([
      { text: 'Raummiete', basis: 'flat', quantity: '1', unitNet: '500,00', vatRate: '19' },
      { text: 'Menü 3 Gänge', basis: 'per_person', quantity: '1', unitNet: '42,90', vatRate: '7' },
    ]);
  });
});
