import { describe, expect, it } from 'vitest';
import { getCity } from '@/features/cities';
import { translateErrors } from '@/i18n/keys';
import { catalogue, translator } from '@/i18n/translator';
import { IMAGE_KINDS } from '@/lib/upload-limits';
import { fieldErrorsOf } from '@/lib/validation';
import {
  failedSave,
  MAX_PRICE_BLOCKS,
  NEW_VENUE_VALUES,
  OTHER_CITY,
  postedVenueValues,
  priceBlockSlots,
  rowSlots,
  venueFormValuesOf,
  type VenueInput,
  venueSchema,
} from './form-schema';

// The schema's messages are keys; the admin sees them in its language, here the English one.
const inEnglish = (errors: Record<string, string>) => translateErrors(catalogue('en'), errors);
const photoText = translator('en', 'venues.validation');

const AMOUNT_MESSAGE = 'Please enter the amount as 5.000,00 (dot for thousands, comma for cents)';

const schema = venueSchema((id) => getCity(id)?.name);

const form = {
  name: ' Spreespeicher ',
  cityId: 'berlin',
  address: 'Stralauer Allee 2, 10245 Berlin',
  capacitySeated: '120',
  capacityStanding: '',
  'type.eventlocation': 'on',
  'type.loft': 'on',
  description: 'Backsteinspeicher an der Spree.',
};

const parsed = (change: Record<string, string> = {}): VenueInput => schema.parse({ ...form, ...change });
const errorsOf = (change: Record<string, string>) => {
  const result = schema.safeParse({ ...form, ...change });
  if (result.success) throw new Error('expected the form to be refused');
  return inEnglish(fieldErrorsOf(result.error));
};

describe('venue form', () => {
  it('trims, takes the city’s name, reads empty optional fields as none', () => {
    expect(parsed()).toEqual({
      name: 'Spreespeicher',
      address: 'Stralauer Allee 2, 10245 Berlin',
      description: 'Backsteinspeicher an der Spree.',
      included: '',
      websiteUrl: null,
      contactName: '',
      contactSalutation: null,
      contactEmail: '',
      contactPhone: '',
      internalNotes: '',
      slug: '',
      district: '',
      directions: '',
      partnerUserId: null,
      cityId: 'berlin',
      cityName: 'Berlin',
      capacitySeated: 120,
      capacityStanding: 0,
      types: ['eventlocation', 'loft'],
      photos: [],
      published: false,
      showPrices: false,
      priceBlocks: [],
      minimumSpendCents: null,
      cancellationTerms: [],
      guestDrop: null,
    });
  });

  it("reads the contact's salutation as the select sends it, and refuses any other value", () => {
    expect([parsed({ contactSalutation: 'frau' }).contactSalutation, parsed({ contactSalutation: 'Herr' }).contactSalutation, parsed({ contactSalutation: '' }).contactSalutation]).toEqual(['frau', 'herr', null]);
    expect(errorsOf({ contactSalutation: 'Divers' })).toEqual({ contactSalutation: 'Please choose “Ms”, “Mr” or “not given”' });
  });

  it('takes another town by its name, without a city id', () => {
    expect(parsed({ cityId: OTHER_CITY, otherCity: ' Wustrau ' })).toMatchObject({ cityId: null, cityName: 'Wustrau' });
    expect(errorsOf({ cityId: OTHER_CITY, otherCity: '' })).toEqual({ otherCity: 'Please enter the town’s name' });
    expect(errorsOf({ cityId: 'atlantis' })).toEqual({ cityId: 'City is required' });
  });

  it('names every problem of the basic fields at once', () => {
    expect(
      errorsOf({ name: ' ', cityId: '', address: '', capacitySeated: '0', 'type.eventlocation': '', 'type.loft': '', websiteUrl: 'javascript:alert(1)', contactEmail: 'kein-at' }),
    ).toEqual({
      name: 'Venue name is required',
      address: 'Address is required',
      websiteUrl: 'Please enter an http:// or https:// address, or leave it empty',
      contactEmail: 'Please enter a valid e-mail address, or leave it empty',
      cityId: 'City is required',
      capacitySeated: 'Please enter a seated or a standing capacity',
      types: 'Choose at least one venue type',
    });
    expect(errorsOf({ capacityStanding: '12.5' })).toEqual({ capacityStanding: 'Please enter a whole number of guests, or leave it empty' });
  });

  it('reads price blocks as net cents with their VAT, ignoring empty rows', () => {
    const blocks = parsed({
      'blockText.0': 'Raummiete',
      'blockBasis.0': 'flat',
      'blockPrice.0': '1500',
      'blockVat.0': '19',
      'blockText.1': '',
      'blockPrice.1': '',
      'blockBasis.1': 'flat',
      'blockVat.1': '19',
      'blockText.2': 'Menü 3 Gänge',
      'blockBasis.2': 'per_person',
      'blockPrice.2': '49,50 €',
      'blockVat.2': '7',
      'blockText.3': 'Getränkepauschale',
      'blockBasis.3': 'per_person',
      'blockPrice.3': '1.234,05',
      'blockVat.3': '0',
    }).priceBlocks;
    expect(blocks).toEqual([
      { text: 'Raummiete', basis: 'flat', unitNetCents: 150000, vatRate: 19 },
      { text: 'Menü 3 Gänge', basis: 'per_person', unitNetCents: 4950, vatRate: 7 },
      { text: 'Getränkepauschale', basis: 'per_person', unitNetCents: 123405, vatRate: 0 },
    ]);
  });

  it('reads amounts as Germans type them, and refuses the English form with the example 5.000,00', () => {
    const block = (price: string) => ({ 'blockText.0': 'Raummiete', 'blockBasis.0': 'flat', 'blockPrice.0': price, 'blockVat.0': '19' });
    for (const [price, cents] of [['5.000', 500000], ['5.000,00', 500000], ['5000', 500000], ['5000,5', 500050], ['1.500 €', 150000]] as const)
      expect(parsed(block(price)).priceBlocks[0].unitNetCents).toBe(cents);
    // A dot separates thousands: "5,000.00", "1500.50" and "12.50" are refused, not guessed.
    for (const price of ['5,000.00', '1500.50', '12.50', '1,234']) expect(errorsOf(block(price))).toEqual({ 'blockPrice.0': AMOUNT_MESSAGE });
    expect(parsed({ minimumSpend: '5.000' }).minimumSpendCents).toBe(500000);
    expect(errorsOf({ minimumSpend: '5,000.00' })).toEqual({ minimumSpend: AMOUNT_MESSAGE });
  });

  it('refuses a price block or minimum spend above 1.000.000,00 € (a minimum spend that high broke the integer column)', () => {
    const tooHigh = 'The amount can be at most 1.000.000,00 €';
    const block = (price: string) => ({ 'blockText.0': 'Raummiete', 'blockBasis.0': 'flat', 'blockPrice.0': price, 'blockVat.0': '19' });
    expect(errorsOf(block('90.071.992.547.409,91 €'))).toEqual({ 'blockPrice.0': tooHigh });
    expect(errorsOf(block('1.000.000,01'))).toEqual({ 'blockPrice.0': tooHigh });
    expect(errorsOf({ minimumSpend: '21.474.836,48' })).toEqual({ minimumSpend: tooHigh });
    expect(parsed(block('1.000.000,00')).priceBlocks[0].unitNetCents).toBe(100_000_000);
    expect(translator('de', 'venues.validation')('amountTooHigh')).toBe('Der Betrag darf höchstens 1.000.000,00 € betragen');
  });

  it('refuses prices with more than two decimals, negative prices, other VAT rates and half-filled rows, each at its field', () => {
    expect(
      errorsOf({
        'blockText.0': 'Menü',
        'blockBasis.0': 'per_person',
        'blockPrice.0': '49,505',
        'blockVat.0': '7',
        'blockText.1': 'Rabatt',
        'blockBasis.1': 'flat',
        'blockPrice.1': '-10',
        'blockVat.1': '19',
        'blockText.2': 'Sekt',
        'blockBasis.2': 'per_person',
        'blockPrice.2': '8',
        'blockVat.2': '16',
        'blockText.3': '',
        'blockBasis.3': 'daily',
        'blockPrice.3': '100',
        'blockVat.3': '19',
        'blockText.4': 'Technik',
        'blockBasis.4': 'flat',
        'blockPrice.4': '',
        'blockVat.4': '19',
      }),
    ).toEqual({
      'blockPrice.0': AMOUNT_MESSAGE,
      'blockPrice.1': 'The amount cannot be negative',
      'blockVat.2': 'VAT must be 0, 7 or 19 %',
      'blockText.3': 'Please describe the price block',
      'blockBasis.3': 'Choose flat or per person',
      'blockPrice.4': 'Please enter the net price',
    });
  });

  it('reads the minimum spend as gross cents, optional, and above zero', () => {
    expect(parsed({ minimumSpend: '2.500,00 €' }).minimumSpendCents).toBe(250000);
    expect(parsed({ minimumSpend: ' ' }).minimumSpendCents).toBeNull();
    expect(errorsOf({ minimumSpend: '0' })).toEqual({ minimumSpend: 'Please enter an amount above 0 €, or leave it empty' });
    expect(errorsOf({ minimumSpend: '-5' })).toEqual({ minimumSpend: 'The amount cannot be negative' });
    expect(errorsOf({ minimumSpend: '99,999' })).toEqual({ minimumSpend: AMOUNT_MESSAGE });
  });

  it('reads cancellation terms furthest from the event first, refusing odd percentages and repeated days', () => {
    expect(parsed({ 'termDays.0': '14', 'termPercent.0': '50', 'termDays.2': '30', 'termPercent.2': '25', 'termDays.3': '0', 'termPercent.3': '100' }).cancellationTerms).toEqual([
      { daysBefore: 30, percent: 25 },
      { daysBefore: 14, percent: 50 },
      { daysBefore: 0, percent: 100 },
    ]);
    expect(
      errorsOf({ 'termDays.0': '14', 'termPercent.0': '101', 'termDays.1': '14', 'termPercent.1': '50', 'termDays.2': 'bald', 'termPercent.2': '12.5', 'termDays.3': '', 'termPercent.3': '10' }),
    ).toEqual({
      'termPercent.0': 'Please enter a whole percentage from 0 to 100',
      'termDays.1': 'Each number of days can stand only once',
      'termDays.2': 'Please enter whole days from 0 to 365',
      'termPercent.2': 'Please enter a whole percentage from 0 to 100',
      'termDays.3': 'Please enter whole days from 0 to 365',
    });
  });

  it('reads the guest-count drop allowance as a percentage or a number, until some days before', () => {
    expect(parsed({ dropKind: 'percent', dropAmount: '10', dropUntilDays: '7' }).guestDrop).toEqual({ kind: 'percent', amount: 10, untilDaysBefore: 7 });
    expect(parsed({ dropKind: 'count', dropAmount: '150', dropUntilDays: '3' }).guestDrop).toEqual({ kind: 'count', amount: 150, untilDaysBefore: 3 });
    expect(parsed({ dropKind: 'percent', dropAmount: '', dropUntilDays: '' }).guestDrop).toBeNull();
    expect(errorsOf({ dropKind: 'percent', dropAmount: '120', dropUntilDays: '' })).toEqual({
      dropAmount: 'Please enter a whole percentage from 1 to 100',
      dropUntilDays: 'Please enter whole days from 0 to 365',
    });
  });

  it('reads the public profile: published, slug, district, directions, prices shown, partner account', () => {
    expect(
      parsed({ published: 'on', slug: ' alte-muenze-2 ', district: ' Mitte ', directions: 'U2 Klosterstraße', showPrices: 'on', partnerUserId: ' partner-7 ' }),
    ).toMatchObject({ published: true, slug: 'alte-muenze-2', district: 'Mitte', directions: 'U2 Klosterstraße', showPrices: true, partnerUserId: 'partner-7' });
    expect(parsed({ partnerUserId: '' })).toMatchObject({ published: false, slug: '', showPrices: false, partnerUserId: null });
    // An empty slug is made from the name on publishing: that needs a letter or digit in it.
    expect(parsed({ published: 'on' })).toMatchObject({ published: true, slug: '' });
    expect(errorsOf({ published: 'on', name: '!!!' })).toEqual({ slug: 'Please enter a slug: the name has no letter to make one from' });
    expect(parsed({ published: 'on', name: '!!!', slug: 'ausrufe' })).toMatchObject({ slug: 'ausrufe' });
  });

  it('refuses a slug of another form, publishing a venue outside our cities, and overlong public texts', () => {
    const format = 'Please use lower-case letters a–z, digits and single dashes only, e.g. alte-muenze';
    for (const slug of ['Alte-Muenze', 'alte münze', 'alte--muenze', '-alte', 'alte_muenze', 'alte/muenze']) expect(errorsOf({ slug })).toEqual({ slug: format });
    expect(errorsOf({ slug: 'a'.repeat(81) })).toEqual({ slug: 'The slug can have at most 80 characters' });
    expect(errorsOf({ published: 'on', cityId: OTHER_CITY, otherCity: 'Wustrau' })).toEqual({ published: 'Only a venue in one of our cities can be published' });
    expect(parsed({ cityId: OTHER_CITY, otherCity: 'Wustrau' })).toMatchObject({ published: false });
    expect(errorsOf({ district: 'x'.repeat(101), directions: 'x'.repeat(2001), 'photoUrl.0': 'https://bild.example/a.jpg', 'photoAlt.0': 'x'.repeat(301) })).toEqual({
      district: 'The district can have at most 100 characters',
      directions: 'The directions can have at most 2000 characters',
      'photoAlt.0': 'The alt text can have at most 300 characters',
    });
  });

  it('keeps each photo’s alt text with its photo through the reordering', () => {
    const photos = parsed({ 'photoUrl.0': 'https://bild.example/a.jpg', 'photoAlt.0': '  Saal   mit  Bühne ', 'photoPosition.0': '2', 'photoUrl.1': 'https://bild.example/b.jpg', 'photoPosition.1': '1' }).photos;
    expect(photos).toEqual([
      { url: 'https://bild.example/b.jpg', slot: 1 },
      { url: 'https://bild.example/a.jpg', slot: 0, alt: 'Saal mit Bühne' },
    ]);
  });

  it('orders the photos by their positions, a tie by the slots, and refuses bad addresses and positions', () => {
    const photos = parsed({
      'photoUrl.0': 'https://bild.example/a.jpg',
      'photoPosition.0': '3',
      'photoUrl.1': 'https://bild.example/b.jpg',
      'photoPosition.1': '1',
      'photoUrl.2': '',
      'photoPosition.2': '1',
      'photoUrl.3': 'https://bild.example/c.jpg',
      'photoPosition.3': '',
      'photoUrl.4': 'https://bild.example/d.jpg',
      'photoPosition.4': '3',
    }).photos;
    expect(photos).toEqual([
      { url: 'https://bild.example/b.jpg', slot: 1 },
      { url: 'https://bild.example/a.jpg', slot: 0 },
      { url: 'https://bild.example/d.jpg', slot: 4 },
      { url: 'https://bild.example/c.jpg', slot: 3 },
    ]);
    expect(
      errorsOf({ 'photoUrl.0': 'ftp://bild.example/a.jpg', 'photoUrl.1': 'https://bild.example/b.jpg', 'photoPosition.1': '7', 'photoUrl.2': 'https://bild.example/b.jpg' }),
    ).toEqual({
      'photoUrl.0': 'Please enter an http:// or https:// address',
      'photoPosition.1': 'Please enter a position from 1 to 6',
      'photoUrl.2': 'This photo is already in the list',
    });
  });
});

describe('as many price blocks as a venue needs', () => {
  /** `count` filled rows from row 0 on, as the form posts them. */
  const blocks = (count: number, from = 0): Record<string, string> =>
    Object.fromEntries(
      Array.from({ length: count }, (_, i) => [
        [`blockText.${from + i}`, `Position ${from + i + 1}`],
        [`blockBasis.${from + i}`, i % 2 ? 'per_person' : 'flat'],
        [`blockPrice.${from + i}`, `${from + i + 1},50`],
        [`blockVat.${from + i}`, '19'],
      ]).flat(),
    );

  it('reads every filled row, past the twenty the form once had', () => {
    const read = parsed(blocks(27)).priceBlocks;
    expect(read).toHaveLength(27);
    expect(read[26]).toEqual({ text: 'Position 27', basis: 'flat', unitNetCents: 2750, vatRate: 19 });
    const posted = new FormData();
    for (const [name, value] of Object.entries({ ...blocks(24), 'blockText.24': '', 'blockPrice.24': '', 'blockText.25': '', 'blockPrice.25': '' })) posted.set(name, value);
    expect(postedVenueValues(posted).priceBlocks).toHaveLength(24);
  });

  it(`refuses a block beyond the ${MAX_PRICE_BLOCKS}th at its row (an offer's option takes them all as lines)`, () => {
    expect(parsed(blocks(MAX_PRICE_BLOCKS)).priceBlocks).toHaveLength(MAX_PRICE_BLOCKS);
    expect(errorsOf(blocks(MAX_PRICE_BLOCKS + 1))).toEqual({ [`blockText.${MAX_PRICE_BLOCKS}`]: `A venue can have at most ${MAX_PRICE_BLOCKS} price blocks` });
  });

  it('shows the saved rows and two empty ones, however many there are', () => {
    expect([priceBlockSlots(0), priceBlockSlots(3), priceBlockSlots(19), priceBlockSlots(20), priceBlockSlots(35)]).toEqual([2, 5, 21, 22, 37]);
    // A save refused for one block too many gives back every row it had.
    expect(priceBlockSlots(MAX_PRICE_BLOCKS + 2)).toBe(MAX_PRICE_BLOCKS + 2);
    const values = venueFormValuesOf(
      {
        ...NEW_VENUE_VALUES,
        cityId: 'berlin',
        cityName: 'Berlin',
        capacitySeated: 10,
        capacityStanding: 0,
        websiteUrl: null,
        minimumSpendCents: null,
        cancellationTerms: [],
        guestDrop: null,
        priceBlocks: parsed(blocks(23)).priceBlocks,
        publishedAt: null,
        slug: null,
        partnerUserId: null,
        contactSalutation: null,
      },
      [],
    );
    expect(values.priceBlocks).toHaveLength(23);
    expect(priceBlockSlots(values.priceBlocks.length)).toBe(25);
  });
});

describe('photo files', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const file = (name: string, type: string, size = png.length) => new File([size === png.length ? png : new Uint8Array(size)], name, { type });
  const parse = (fields: Record<string, unknown>) => schema.safeParse({ ...form, ...fields });
  const photosOf = (fields: Record<string, unknown>) => {
    const result = parse(fields);
    if (!result.success) throw new Error(JSON.stringify(fieldErrorsOf(result.error)));
    return result.data.photos;
  };
  const fileErrors = (fields: Record<string, unknown>) => {
    const result = parse(fields);
    if (result.success) throw new Error('expected the form to be refused');
    return inEnglish(fieldErrorsOf(result.error));
  };

  it('takes a chosen file in its slot, named upload:<file name>, in the order of the positions', () => {
    const chosen = file('saal.png', 'image/png');
    const photos = photosOf({ 'photoUrl.0': 'https://bild.example/a.jpg', 'photoPosition.0': '2', 'photoFile.1': chosen, 'photoPosition.1': '1' });
    expect(photos).toEqual([
      { url: 'upload:saal.png', slot: 1, file: chosen },
      { url: 'https://bild.example/a.jpg', slot: 0 },
    ]);
  });

  it('lets a file replace the address its slot still shows, and ignores a file input left alone', () => {
    const chosen = file('neu.webp', 'image/webp');
    expect(photosOf({ 'photoUrl.0': 'https://bild.example/a.jpg', 'photoFile.0': chosen })).toEqual([{ url: 'upload:neu.webp', slot: 0, file: chosen }]);
    const untouched = new File([], '', { type: 'application/octet-stream' });
    expect(photosOf({ 'photoUrl.0': 'https://bild.example/a.jpg', 'photoFile.0': untouched, 'photoFile.1': untouched })).toEqual([{ url: 'https://bild.example/a.jpg', slot: 0 }]);
  });

  it('keeps a photo uploaded before by its name and our copy, though it is no web address', () => {
    expect(photosOf({ 'photoUrl.0': 'upload:saal.png', 'photoImage.0': 'image-1', 'photoUrl.1': 'upload:saal.png', 'photoImage.1': 'image-2', 'photoUrl.2': 'upload:alt.png' })).toEqual([
      { url: 'upload:saal.png', slot: 0, imageId: 'image-1' },
      { url: 'upload:saal.png', slot: 1, imageId: 'image-2' },
      { url: 'upload:alt.png', slot: 2 },
    ]);
    expect(fileErrors({ 'photoUrl.0': 'upload:saal.png', 'photoImage.0': 'image-1', 'photoUrl.3': 'upload:saal.png', 'photoImage.3': 'image-1' })).toEqual({ 'photoUrl.3': 'This photo is already in the list' });
  });

  it('refuses a file that is no JPEG, PNG or WebP, or larger than a venue photo may be (10 MB), or files of more than 10 MB together, next to its field', () => {
    expect(fileErrors({ 'photoFile.0': file('notiz.txt', 'text/plain'), 'photoFile.1': file('bewegt.gif', 'image/gif'), 'photoFile.2': file('vektor.svg', 'image/svg+xml') })).toEqual({
      'photoFile.0': photoText('photoNotImage'),
      'photoFile.1': photoText('photoNotImage'),
      'photoFile.2': photoText('photoNotImage'),
    });
    expect(fileErrors({ 'photoFile.3': file('gross.jpg', 'image/jpeg', IMAGE_KINDS.venuePhoto.maxBytes + 1) })).toEqual({ 'photoFile.3': photoText('photoTooLarge') });
    const third = Math.floor(IMAGE_KINDS.venuePhoto.maxSaveBytes / 3) + 1;
    expect(fileErrors({ 'photoFile.0': file('a.jpg', 'image/jpeg', third), 'photoFile.1': file('b.jpg', 'image/jpeg', third), 'photoFile.2': file('c.jpg', 'image/jpeg', third) })).toEqual({
      'photoFile.2': photoText('photosTooLarge'),
    });
  });

  it('gives back the copy an uploaded photo names after a failed save, and says why a file failed', () => {
    const posted = new FormData();
    posted.set('photoUrl.0', 'upload:saal.png');
    posted.set('photoImage.0', 'image-1');
    posted.set('photoPosition.0', '1');
    posted.set('photoUrl.1', 'https://bild.example/a.jpg');
    posted.set('photoFile.2', file('notiz.png', 'image/png'));
    expect(postedVenueValues(posted).photos.slice(0, 3)).toEqual([
      { url: 'upload:saal.png', position: '1', imageId: 'image-1', alt: '' },
      { url: 'https://bild.example/a.jpg', position: '', alt: '' },
      { url: '', position: '', alt: '' },
    ]);
    const unreadable = { status: 400, message: photoText('photoNotImage'), fieldErrors: { 'photoFile.2': photoText('photoNotImage') } };
    expect(failedSave(unreadable, posted, 'Failed to create venue')).toMatchObject({ message: photoText('photoNotImage'), fieldErrors: unreadable.fieldErrors });
  });
});

describe('venue form values', () => {
  const stored = {
    name: 'Spreespeicher',
    cityId: null,
    cityName: 'Wustrau',
    address: 'Am See 1',
    capacitySeated: 120,
    capacityStanding: 0,
    types: ['loft' as const],
    description: '',
    included: 'Technik',
    websiteUrl: null,
    contactName: 'Sina',
    contactSalutation: 'frau' as const,
    contactEmail: 'sina@speicher.example',
    contactPhone: '030 1',
    internalNotes: 'Schlüssel beim Hausmeister',
    priceBlocks: [{ text: 'Raummiete', basis: 'flat' as const, unitNetCents: 150000, vatRate: 19 as const }],
    minimumSpendCents: 250000,
    cancellationTerms: [{ daysBefore: 30, percent: 25 }],
    guestDrop: { kind: 'count' as const, amount: 10, untilDaysBefore: 7 },
    // Outside our cities it cannot be public; its slug stays from a time it was in one.
    publishedAt: null,
    slug: 'spreespeicher',
    district: 'Friedrichshain',
    directions: 'S Ostbahnhof, fünf Minuten zu Fuß',
    showPrices: true,
    partnerUserId: 'partner-1',
  };

  it('shows a stored venue so that saving it unchanged gives the same venue', () => {
    const values = venueFormValuesOf(stored, [
      { sourceUrl: 'https://bild.example/a.jpg', alt: 'Der Saal' },
      { sourceUrl: 'https://bild.example/b.jpg', alt: '' },
    ]);
    expect(values).toMatchObject({ cityId: OTHER_CITY, otherCity: 'Wustrau', minimumSpend: '2.500,00\u00a0€', priceBlocks: [{ text: 'Raummiete', basis: 'flat', price: '1.500,00\u00a0€', vat: '19' }] });
    expect(values.photos.slice(0, 3)).toEqual([
      { url: 'https://bild.example/a.jpg', position: '1', alt: 'Der Saal' },
      { url: 'https://bild.example/b.jpg', position: '2', alt: '' },
      { url: '', position: '', alt: '' },
    ]);
    expect(values).toMatchObject({ published: false, slug: 'spreespeicher', showPrices: true, partnerUserId: 'partner-1' });
    expect(venueFormValuesOf({ ...stored, cityId: 'berlin', publishedAt: new Date('2026-11-16T09:00:00Z') }, []).published).toBe(true);
    // As the form posts it: each row's fields under their numbered names.
    const posted = new FormData();
    const set = (name: string, value: string) => posted.set(name, value);
    for (const key of [
      'name',
      'cityId',
      'otherCity',
      'address',
      'capacitySeated',
      'capacityStanding',
      'description',
      'included',
      'websiteUrl',
      'contactName',
      'contactSalutation',
      'contactEmail',
      'contactPhone',
      'internalNotes',
      'slug',
      'district',
      'directions',
      'partnerUserId',
      'minimumSpend',
      'dropKind',
      'dropAmount',
      'dropUntilDays',
    ] as const)
      set(key, values[key]);
    for (const type of values.types) set(`type.${type}`, 'on');
    for (const flag of ['published', 'showPrices'] as const) if (values[flag]) set(flag, 'on');
    values.photos.forEach((photo, i) => [set(`photoUrl.${i}`, photo.url), set(`photoPosition.${i}`, photo.position), set(`photoAlt.${i}`, photo.alt)]);
    values.priceBlocks.forEach((block, i) => [set(`blockText.${i}`, block.text), set(`blockBasis.${i}`, block.basis), set(`blockPrice.${i}`, block.price), set(`blockVat.${i}`, block.vat)]);
    values.terms.forEach((term, i) => [set(`termDays.${i}`, term.daysBefore), set(`termPercent.${i}`, term.percent)]);
    const { photos, published, ...fields } = schema.parse(Object.fromEntries(posted));
    const { publishedAt, ...storedFields } = stored;
    expect(fields).toEqual(storedFields);
    expect(published).toBe(publishedAt !== null);
    expect(photos.map((photo) => [photo.url, photo.alt])).toEqual([
      ['https://bild.example/a.jpg', 'Der Saal'],
      ['https://bild.example/b.jpg', undefined],
    ]);
    expect(postedVenueValues(posted)).toEqual(values);
  });

  it('gives back every row as typed after a failed save, up to the last one with anything in it', () => {
    const posted = new FormData();
    posted.set('name', 'Speicher');
    posted.set('blockText.0', '');
    posted.set('blockPrice.0', '');
    posted.set('blockText.1', 'Menü');
    posted.set('blockPrice.1', '49,505');
    posted.set('blockBasis.1', 'per_person');
    posted.set('blockVat.1', '7');
    posted.set('blockText.2', '');
    posted.set('termPercent.0', '20');
    const values = postedVenueValues(posted);
    expect(values.priceBlocks).toEqual([
      { text: '', basis: '', price: '', vat: '' },
      { text: 'Menü', basis: 'per_person', price: '49,505', vat: '7' },
    ]);
    expect(values.terms).toEqual([{ daysBefore: '', percent: '20' }]);
    const invalid = { status: 400, message: 'Please correct the marked fields.', fieldErrors: { 'blockPrice.1': AMOUNT_MESSAGE } };
    expect(failedSave(invalid, posted, 'Failed to create venue')).toEqual({ values, message: 'Failed to create venue', fieldErrors: invalid.fieldErrors });
    const photo = { status: 400, message: 'The address does not point to an image.', fieldErrors: { 'photoUrl.2': 'The address does not point to an image.' } };
    expect(failedSave(photo, posted, 'Failed to create venue').message).toBe(photo.message);
  });

  it('offers the filled rows and two empty ones, up to the most a venue can have', () => {
    expect([rowSlots(0, 10), rowSlots(3, 10), rowSlots(9, 10)]).toEqual([2, 5, 10]);
    expect(NEW_VENUE_VALUES.photos).toHaveLength(6);
  });
});
