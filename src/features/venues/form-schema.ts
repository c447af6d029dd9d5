import '@/lib/zod-jitless';
import { z } from 'zod';
import { type ActionFailure, failedForm, type FormState } from '@/components/admin/form-state';
import { type CancellationStep, type GuestDropAllowance, type PriceBlock, VENUE_TYPES, type VenueType, type venues } from '@/db/schema/venues';
import { type Cents, formatEuro, readEuro, VAT_RATES } from '@/lib/money';
import { messageKeys } from '@/i18n/keys';
import { chosenFile, formText, formTexts, numberedFields } from '@/lib/form-data';
import { readSalutation, salutationValue } from '@/lib/salutation';
import { declaredAs, uploadSizeProblems } from '@/lib/upload-limits';
import { MAX_VENUE_SLUG_LENGTH, VENUE_SLUG_PATTERN, venueSlug } from './rules';

// The venue form's rules; their messages are keys of the catalogue's venues.validation (the admin's language is
// chosen where they are shown). The browser runs them too, for instant feedback, so this module imports no city
// data: the caller says which city ids exist and what they are called. A message that names a bound (MAX_DAYS,
// MAX_PHOTOS, MAX_PRICE_BLOCKS, a field's length) names it as a number in the catalogue: change both together.
//
// The repeatable parts (photos, price blocks, cancellation terms) are numbered fields of a plain form
// ("blockPrice.2"), so the form works without JavaScript and each error stands next to its own field.

export const MAX_PHOTOS = 6;
/**
 * As many price blocks as a venue needs, up to a bound no venue meets: an offer's option takes them all as its
 * lines, and the builder's form holds up to 60 lines an option, two of them spare.
 */
export const MAX_PRICE_BLOCKS = 50;
export const MAX_TERMS = 10;
/** How many empty rows the form offers below the filled ones. */
export const SPARE_ROWS = 2;
/** How an uploaded photo is named where a fetched one has its address (stored_images.source_url, venue_photos.source_url). */
export const UPLOAD_PREFIX = 'upload:';
export const uploadSource = (fileName: string) => `${UPLOAD_PREFIX}${fileName.slice(0, 200)}`;
/** The most price block rows a form holds: the most blocks and the spare rows below them; rows beyond are not read. */
const MAX_BLOCK_ROWS = MAX_PRICE_BLOCKS + SPARE_ROWS;

/**
 * A photo of the form: an address to fetch (`url`), a file to store (`file`; `url` is the name it gets), or a photo
 * uploaded before (`url` begins with `upload:`, `imageId` names our copy when the form knows it).
 */
export interface PhotoChoice {
  url: string;
  /** The form's slot it was typed in (for its error). */
  slot: number;
  file?: File;
  imageId?: string;
  /** What the photo shows (the public pages' alt text); left out when none was written. */
  alt?: string;
}

/** The city select's choice for a town that is not one of our cities. */
export const OTHER_CITY = '_other';
/** The partner select's choice for no partner account. */
export const NO_PARTNER = '';
const MAX_DAYS = 365;
/** The longest alt text of a photo. */
export const MAX_ALT_LENGTH = 300;
const MAX_CAPACITY = 100_000;
/** The longest text of each field, by name: the checks below, and what a refused form shows back at most (lib/form-data). */
export const VENUE_TEXT_MAXIMA = {
  name: 200,
  address: 300,
  description: 5000,
  included: 3000,
  contactName: 200,
  contactEmail: 254,
  contactPhone: 50,
  internalNotes: 5000,
  district: 100,
  directions: 2000,
  alt: MAX_ALT_LENGTH,
} as const;
const MAX = VENUE_TEXT_MAXIMA;

/** The names of the numbered fields, shared by the form and the schema. */
export const VENUE_FIELDS = {
  type: (type: VenueType) => `type.${type}`,
  // A photo slot: its address; a file chosen for it (it replaces what the slot had); hidden, our copy of an uploaded
  // photo the slot shows (its file cannot be named by an address); its position; what it shows (the public alt text).
  ...numberedFields(['photoUrl', 'photoFile', 'photoImage', 'photoPosition', 'photoAlt', 'blockText', 'blockBasis', 'blockPrice', 'blockVat', 'termDays', 'termPercent']),
} as const;

const message = messageKeys('venues.validation');

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || null)
  .refine((value) => value === null || isWebAddress(value), message('webAddressOrEmpty'));

function isWebAddress(value: string): boolean {
  return /^https?:\/\//i.test(value) && URL.canParse(value);
}

const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).default('');

export type Raw = Record<string, unknown>;
/** A posted field's text, trimmed ('' when it is missing or a file). */
export const text = (raw: Raw, name: string): string => formText(raw, name).trim();


/** Whether a photo's address field names a photo uploaded before (`upload:<file name>`) rather than an address. */
export const isUploadSource = (value: string) => value.startsWith(UPLOAD_PREFIX);

const WHOLE = /^\d{1,6}$/;
/** A whole number from `min` to `max` as typed, or undefined. */
function wholeNumber(value: string, min: number, max: number): number | undefined {
  if (!WHOLE.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/** Cents from a typed euro amount, or the message that says what is wrong with it. */
function euroAmount(value: string): { cents: Cents } | { error: string } {
  if (/^[-\u2212]/.test(value)) return { error: message('amountNegative') };
  const read = readEuro(value);
  if (read.ok) return { cents: read.cents };
  return { error: read.problem === 'tooHigh' ? message('amountTooHigh') : message('amountFormat') };
}

/** The parts of the form that are more than one field: what they mean, or the error of each field. */
interface Composite {
  cityId: string | null;
  cityName: string;
  capacitySeated: number;
  capacityStanding: number;
  types: VenueType[];
  /** The photos in their chosen order, each with the form's slot it was typed in (for its error). */
  photos: PhotoChoice[];
  /** Whether the venue is to be public (its page and the city's list). */
  published: boolean;
  /** Whether the public pages show „ab … € p. P.". */
  showPrices: boolean;
  priceBlocks: PriceBlock[];
  minimumSpendCents: number | null;
  cancellationTerms: CancellationStep[];
  guestDrop: GuestDropAllowance | null;
}

/** Field errors by field name, filled by the readers below. */
type Errors = Record<string, string>;

/** Seated and standing capacity (an empty field is 0; one of them must be more). */
export function readCapacities(raw: Raw, errors: Errors): { capacitySeated: number; capacityStanding: number } {
  const capacity = (name: 'capacitySeated' | 'capacityStanding') => {
    const typed = text(raw, name);
    const value = typed === '' ? 0 : wholeNumber(typed, 0, MAX_CAPACITY);
    if (value === undefined) errors[name] = message('capacityNumber');
    return value ?? 0;
  };
  const capacitySeated = capacity('capacitySeated');
  const capacityStanding = capacity('capacityStanding');
  if (!errors.capacitySeated && !errors.capacityStanding && capacitySeated === 0 && capacityStanding === 0) errors.capacitySeated = message('capacityRequired');

  return { capacitySeated, capacityStanding };
}

/** The ticked types; at least one. */
export function readTypes(raw: Raw, errors: Errors): VenueType[] {
  const types = VENUE_TYPES.filter((type) => text(raw, VENUE_FIELDS.type(type)) !== '');
  if (types.length === 0) errors.types = message('typesRequired');
  return types;
}

/** A photo slot's place in the order (typed 1…MAX_PHOTOS, empty: the slot's own) and its alt text, if written. */
export function readPhotoPlace(raw: Raw, slot: number, errors: Errors): { position: number; alt?: string } {
  const typed = text(raw, VENUE_FIELDS.photoPosition(slot));
  const position = typed === '' ? slot + 1 : wholeNumber(typed, 1, MAX_PHOTOS);
  if (position === undefined) errors[VENUE_FIELDS.photoPosition(slot)] = message('photoPosition');
  const alt = text(raw, VENUE_FIELDS.photoAlt(slot)).replace(/\s+/g, ' ');
  if (alt.length > MAX_ALT_LENGTH) errors[VENUE_FIELDS.photoAlt(slot)] = message('photoAltTooLong');
  return { position: position ?? slot + 1, ...(alt ? { alt } : {}) };
}

/** The photos' order: by typed place; a tie keeps the slots' order, so "2" typed into the first of two moves it behind the second. */
export const byPlace = (a: { position: number; slot: number }, b: { position: number; slot: number }) => a.position - b.position || a.slot - b.slot;

/** The price blocks typed, in their rows' order. */
export function readPriceBlocks(raw: Raw, errors: Errors): PriceBlock[] {
  const priceBlocks: PriceBlock[] = [];
  let filledBlocks = 0;
  for (let row = 0; row < MAX_BLOCK_ROWS; row++) {
    const blockText = text(raw, VENUE_FIELDS.blockText(row));
    const price = text(raw, VENUE_FIELDS.blockPrice(row));
    if (!blockText && !price) continue;
    if (++filledBlocks > MAX_PRICE_BLOCKS) errors[VENUE_FIELDS.blockText(row)] = message('tooManyBlocks');
    else if (!blockText) errors[VENUE_FIELDS.blockText(row)] = message('blockTextRequired');
    else if (blockText.length > 200) errors[VENUE_FIELDS.blockText(row)] = message('blockTextTooLong');
    const basis = text(raw, VENUE_FIELDS.blockBasis(row));
    if (basis !== 'flat' && basis !== 'per_person') errors[VENUE_FIELDS.blockBasis(row)] = message('blockBasis');
    const amount = price ? euroAmount(price) : { error: message('blockPriceRequired') };
    if ('error' in amount) errors[VENUE_FIELDS.blockPrice(row)] = amount.error;
    const vatRate = Number(text(raw, VENUE_FIELDS.blockVat(row)) || Number.NaN);
    const vatOk = (VAT_RATES as readonly number[]).includes(vatRate);
    if (!vatOk) errors[VENUE_FIELDS.blockVat(row)] = message('blockVat');
    if ('cents' in amount && vatOk && (basis === 'flat' || basis === 'per_person')) priceBlocks.push({ text: blockText, basis, unitNetCents: amount.cents, vatRate: vatRate as PriceBlock['vatRate'] });
  }

  return priceBlocks;
}

/** The planner-facing terms: minimum spend, cancellation steps (furthest from the event first), guest drop. */
export function readTerms(raw: Raw, errors: Errors): { minimumSpendCents: number | null; cancellationTerms: CancellationStep[]; guestDrop: GuestDropAllowance | null } {
  const minimumSpend = text(raw, 'minimumSpend');
  let minimumSpendCents: number | null = null;
  if (minimumSpend) {
    const amount = euroAmount(minimumSpend);
    if ('error' in amount) errors.minimumSpend = amount.error;
    else if (amount.cents === 0) errors.minimumSpend = message('minimumSpendZero');
    else minimumSpendCents = amount.cents;
  }

  const cancellationTerms: CancellationStep[] = [];
  const daysSeen = new Set<number>();
  for (let row = 0; row < MAX_TERMS; row++) {
    const days = text(raw, VENUE_FIELDS.termDays(row));
    const percentText = text(raw, VENUE_FIELDS.termPercent(row));
    if (!days && !percentText) continue;
    const daysBefore = wholeNumber(days, 0, MAX_DAYS);
    const percent = wholeNumber(percentText, 0, 100);
    if (daysBefore === undefined) errors[VENUE_FIELDS.termDays(row)] = message('wholeDays');
    else if (daysSeen.has(daysBefore)) errors[VENUE_FIELDS.termDays(row)] = message('daysTwice');
    else daysSeen.add(daysBefore);
    if (percent === undefined) errors[VENUE_FIELDS.termPercent(row)] = message('termPercent');
    if (daysBefore !== undefined && percent !== undefined) cancellationTerms.push({ daysBefore, percent });
  }
  // Furthest from the event first, as the terms are read.
  cancellationTerms.sort((a, b) => b.daysBefore - a.daysBefore);

  const dropKind = text(raw, 'dropKind');
  const dropAmount = text(raw, 'dropAmount');
  const dropUntil = text(raw, 'dropUntilDays');
  let guestDrop: GuestDropAllowance | null = null;
  if (dropAmount || dropUntil) {
    const kind = dropKind === 'count' ? 'count' : dropKind === 'percent' ? 'percent' : undefined;
    if (!kind) errors.dropKind = message('dropKind');
    const amount = wholeNumber(dropAmount, 1, kind === 'percent' ? 100 : MAX_CAPACITY);
    if (amount === undefined) errors.dropAmount = kind === 'percent' ? message('dropPercent') : message('dropCount');
    const untilDaysBefore = wholeNumber(dropUntil, 0, MAX_DAYS);
    if (untilDaysBefore === undefined) errors.dropUntilDays = message('wholeDays');
    if (kind && amount !== undefined && untilDaysBefore !== undefined) guestDrop = { kind, amount, untilDaysBefore };
  }

  return { minimumSpendCents, cancellationTerms, guestDrop };
}

function readComposite(raw: Raw, cityNameOf: (id: string) => string | undefined): { value: Composite; errors: Record<string, string> } {
  const errors: Record<string, string> = {};

  const cityChoice = text(raw, 'cityId');
  const otherCity = text(raw, 'otherCity');
  let cityId: string | null = null;
  let cityName = '';
  if (cityChoice === OTHER_CITY) {
    cityName = otherCity;
    if (!otherCity) errors.otherCity = message('otherCityRequired');
    else if (otherCity.length > 100) errors.otherCity = message('otherCityTooLong');
  } else {
    const known = cityChoice ? cityNameOf(cityChoice) : undefined;
    if (known === undefined) errors.cityId = message('cityRequired');
    else [cityId, cityName] = [cityChoice, known];
  }

  const { capacitySeated, capacityStanding } = readCapacities(raw, errors);
  const types = readTypes(raw, errors);

  const photos: (PhotoChoice & { position: number })[] = [];
  // A file's size and the type its browser names are checked here (lib/upload-limits.ts), its bytes when it is read.
  const files = Array.from({ length: MAX_PHOTOS }, (_, slot) => chosenFile(raw[VENUE_FIELDS.photoFile(slot)]));
  const sizeProblems = uploadSizeProblems(files.map((file) => ({ size: file?.size ?? 0 })), 'venuePhoto');
  for (let slot = 0; slot < MAX_PHOTOS; slot++) {
    const file = files[slot];
    const url = text(raw, VENUE_FIELDS.photoUrl(slot));
    const imageId = text(raw, VENUE_FIELDS.photoImage(slot));
    if (!file && !url) continue;
    let photo: PhotoChoice;
    if (file) {
      // A chosen file replaces what the slot had, whatever its address field still says.
      const field = VENUE_FIELDS.photoFile(slot);
      if (!declaredAs(file, 'venuePhoto')) errors[field] = message('photoNotImage');
      else if (sizeProblems[slot]) errors[field] = message(sizeProblems[slot] === 'tooLarge' ? 'photoTooLarge' : 'photosTooLarge');
      photo = { url: uploadSource(file.name), slot, file };
    } else if (isUploadSource(url)) {
      // A photo uploaded before: kept as it is (the server finds our copy among the venue's photos).
      if (imageId && photos.some((other) => other.imageId === imageId)) errors[VENUE_FIELDS.photoUrl(slot)] = message('photoTwice');
      photo = imageId ? { url, slot, imageId } : { url, slot };
    } else {
      if (!isWebAddress(url)) errors[VENUE_FIELDS.photoUrl(slot)] = message('webAddress');
      else if (photos.some((other) => !other.file && other.url === url)) errors[VENUE_FIELDS.photoUrl(slot)] = message('photoTwice');
      photo = { url, slot };
    }
    photos.push({ ...photo, ...readPhotoPlace(raw, slot, errors) });
  }
  photos.sort(byPlace);

  const priceBlocks = readPriceBlocks(raw, errors);
  const { minimumSpendCents, cancellationTerms, guestDrop } = readTerms(raw, errors);

  const published = text(raw, 'published') !== '';
  const showPrices = text(raw, 'showPrices') !== '';
  if (published && cityChoice === OTHER_CITY) errors.published = message('publishNeedsCity');
  // An empty slug is the stored one, or on the first publication one made from the name: that needs a letter or digit.
  if (published && !text(raw, 'slug') && !venueSlug(text(raw, 'name'))) errors.slug = message('slugRequired');

  return {
    value: {
      cityId,
      cityName,
      capacitySeated,
      capacityStanding,
      types,
      photos: photos.map(({ url, slot, file, imageId, alt }) => ({ url, slot, ...(file ? { file } : {}), ...(imageId ? { imageId } : {}), ...(alt ? { alt } : {}) })),
      published,
      showPrices,
      priceBlocks,
      minimumSpendCents,
      cancellationTerms,
      guestDrop,
    },
    errors,
  };
}

/** The form's schema; `cityNameOf` is the city list on the server and the select's options in the browser. */
export function venueSchema(cityNameOf: (id: string) => string | undefined) {
  return z
    .looseObject({
      name: z.string().trim().min(1, message('nameRequired')).max(MAX.name, message('nameTooLong')),
      address: z.string().trim().min(1, message('addressRequired')).max(MAX.address, message('addressTooLong')),
      description: optionalText(MAX.description, message('descriptionTooLong')),
      included: optionalText(MAX.included, message('includedTooLong')),
      websiteUrl: optionalUrl.default(null),
      contactName: optionalText(MAX.contactName, message('contactNameTooLong')),
      /** Frau, Herr, or null for „keine Angabe" (lib/salutation's reader). */
      contactSalutation: z
        .string()
        .default('')
        .transform((raw, ctx) => {
          const salutation = readSalutation(raw);
          if (salutation !== undefined) return salutation;
          ctx.addIssue({ code: 'custom', message: message('salutationInvalid') });
          return z.NEVER;
        }),
      contactEmail: optionalText(MAX.contactEmail, message('contactEmailTooLong')).refine((value) => value === '' || z.email().safeParse(value).success, message('emailInvalid')),
      contactPhone: optionalText(MAX.contactPhone, message('contactPhoneTooLong')),
      internalNotes: optionalText(MAX.internalNotes, message('internalNotesTooLong')),
      /** The public address within the city; '' keeps the stored one (or, on the first publication, makes one from the name). */
      slug: z
        .string()
        .trim()
        .max(MAX_VENUE_SLUG_LENGTH, message('slugTooLong'))
        .refine((slug) => slug === '' || VENUE_SLUG_PATTERN.test(slug), message('slugFormat'))
        .default(''),
      district: optionalText(MAX.district, message('districtTooLong')),
      directions: optionalText(MAX.directions, message('directionsTooLong')),
      /** The partner account that keeps the profile: an account id, or NO_PARTNER (the server checks the role). */
      partnerUserId: z
        .string()
        .trim()
        .max(100, message('partnerUnknown'))
        .transform((id) => id || null)
        .default(null),
    })
    .superRefine((raw, ctx) => {
      for (const [field, message] of Object.entries(readComposite(raw, cityNameOf).errors)) ctx.addIssue({ code: 'custom', message, path: [field] });
    })
    .transform((raw) => ({
      name: raw.name,
      address: raw.address,
      description: raw.description,
      included: raw.included,
      websiteUrl: raw.websiteUrl,
      contactName: raw.contactName,
      contactSalutation: raw.contactSalutation,
      contactEmail: raw.contactEmail,
      contactPhone: raw.contactPhone,
      internalNotes: raw.internalNotes,
      slug: raw.slug,
      district: raw.district,
      directions: raw.directions,
      partnerUserId: raw.partnerUserId,
      ...readComposite(raw, cityNameOf).value,
    }));
}

export type VenueInput = z.output<ReturnType<typeof venueSchema>>;

export interface PriceBlockValues {
  text: string;
  basis: string;
  price: string;
  vat: string;
}
export interface TermValues {
  daysBefore: string;
  percent: string;
}
export interface PhotoValues {
  /** The address, or for an uploaded photo `upload:<file name>`. */
  url: string;
  position: string;
  /** Our copy of an uploaded photo the slot shows, as the form posted it back (VENUE_FIELDS.photoImage). */
  imageId?: string;
  /** What the photo shows (VENUE_FIELDS.photoAlt). */
  alt: string;
}

/** The form's fields as typed: what a failed save gives back, so that nothing entered is lost. */
export interface VenueFormValues {
  name: string;
  cityId: string;
  otherCity: string;
  address: string;
  capacitySeated: string;
  capacityStanding: string;
  types: VenueType[];
  description: string;
  included: string;
  websiteUrl: string;
  contactName: string;
  /** '' (none), 'frau' or 'herr', as the select posts it. */
  contactSalutation: string;
  contactEmail: string;
  contactPhone: string;
  internalNotes: string;
  /** The „Published" checkbox. */
  published: boolean;
  slug: string;
  district: string;
  directions: string;
  showPrices: boolean;
  /** An account id, or NO_PARTNER. */
  partnerUserId: string;
  /** Always MAX_PHOTOS slots. */
  photos: PhotoValues[];
  priceBlocks: PriceBlockValues[];
  minimumSpend: string;
  terms: TermValues[];
  dropKind: string;
  dropAmount: string;
  dropUntilDays: string;
}

export type VenueFormState = FormState<VenueFormValues>;

const photoSlots = (photos: readonly { sourceUrl: string; alt: string }[]): PhotoValues[] =>
  Array.from({ length: MAX_PHOTOS }, (_, i) => (photos[i] ? { url: photos[i].sourceUrl, position: String(i + 1), alt: photos[i].alt } : { url: '', position: '', alt: '' }));

export const NEW_VENUE_VALUES: VenueFormValues = {
  name: '',
  cityId: '',
  otherCity: '',
  address: '',
  capacitySeated: '',
  capacityStanding: '',
  types: [],
  description: '',
  included: '',
  websiteUrl: '',
  contactName: '',
  contactSalutation: '',
  contactEmail: '',
  contactPhone: '',
  internalNotes: '',
  published: false,
  slug: '',
  district: '',
  directions: '',
  showPrices: false,
  partnerUserId: NO_PARTNER,
  photos: photoSlots([]),
  priceBlocks: [],
  minimumSpend: '',
  terms: [],
  dropKind: 'percent',
  dropAmount: '',
  dropUntilDays: '',
};

/** An amount as the form shows it and parseEuro reads it back, e.g. "1.234,50 €". */
const euroField = (cents: number) => formatEuro(cents);

/** A stored venue as the form shows it, with its photos (address and alt text) in their order. */
export function venueFormValuesOf(
  // The row as stored, less what the form does not show: its key, archive and publication history, and times.
  venue: Omit<typeof venues.$inferSelect, 'id' | 'archivedAt' | 'firstPublishedAt' | 'createdAt' | 'updatedAt'>,
  photos: readonly { sourceUrl: string; alt: string }[],
): VenueFormValues {
  return {
    name: venue.name,
    cityId: venue.cityId ?? OTHER_CITY,
    otherCity: venue.cityId ? '' : venue.cityName,
    address: venue.address,
    capacitySeated: String(venue.capacitySeated),
    capacityStanding: String(venue.capacityStanding),
    types: venue.types,
    description: venue.description,
    included: venue.included,
    websiteUrl: venue.websiteUrl ?? '',
    contactName: venue.contactName,
    contactSalutation: salutationValue(venue.contactSalutation),
    contactEmail: venue.contactEmail,
    contactPhone: venue.contactPhone,
    internalNotes: venue.internalNotes,
    published: venue.publishedAt !== null,
    slug: venue.slug ?? '',
    district: venue.district,
    directions: venue.directions,
    showPrices: venue.showPrices,
    partnerUserId: venue.partnerUserId ?? NO_PARTNER,
    photos: photoSlots(photos),
    priceBlocks: priceBlockValuesOf(venue.priceBlocks),
    ...termsValuesOf(venue),
  };
}

/** Stored price blocks as the form's rows show them. */
export const priceBlockValuesOf = (blocks: readonly PriceBlock[]): PriceBlockValues[] =>
  blocks.map((block) => ({ text: block.text, basis: block.basis, price: euroField(block.unitNetCents), vat: String(block.vatRate) }));

/** The terms' fields of the form (minimum spend, cancellation steps, guest drop). */
export type TermsFormValues = Pick<VenueFormValues, 'minimumSpend' | 'terms' | 'dropKind' | 'dropAmount' | 'dropUntilDays'>;

/** Stored terms as the form shows them. */
export function termsValuesOf(venue: { minimumSpendCents: number | null; cancellationTerms: CancellationStep[]; guestDrop: GuestDropAllowance | null }): TermsFormValues {
  return {
    minimumSpend: venue.minimumSpendCents === null ? '' : euroField(venue.minimumSpendCents),
    terms: venue.cancellationTerms.map((step) => ({ daysBefore: String(step.daysBefore), percent: String(step.percent) })),
    dropKind: venue.guestDrop?.kind ?? 'percent',
    dropAmount: venue.guestDrop ? String(venue.guestDrop.amount) : '',
    dropUntilDays: venue.guestDrop ? String(venue.guestDrop.untilDaysBefore) : '',
  };
}

/** Rows 0…max-1 as posted, up to the last one with anything typed (so the errors' row numbers still fit). */
function postedRows<Row>(count: number, read: (row: number) => Row, isEmpty: (row: Row) => boolean): Row[] {
  const rows = Array.from({ length: count }, (_, row) => read(row));
  while (rows.length && isEmpty(rows[rows.length - 1])) rows.pop();
  return rows;
}

/** The posted form, field by field, as typed. */
export function postedVenueValues(form: FormData): VenueFormValues {
  const raw = Object.fromEntries(form.entries());
  const field = (name: string) => formText(raw, name);
  return {
    // The fields kept as typed; the checkboxes and the repeated parts follow.
    ...formTexts(raw, ['name', 'cityId', 'otherCity', 'address', 'capacitySeated', 'capacityStanding', 'description', 'included', 'websiteUrl', 'contactName', 'contactSalutation', 'contactEmail', 'contactPhone', 'internalNotes', 'slug', 'district', 'directions', 'partnerUserId']),
    types: VENUE_TYPES.filter((type) => field(VENUE_FIELDS.type(type)) !== ''),
    published: field('published') !== '',
    showPrices: field('showPrices') !== '',
    photos: Array.from({ length: MAX_PHOTOS }, (_, i) => {
      const imageId = field(VENUE_FIELDS.photoImage(i));
      return { url: field(VENUE_FIELDS.photoUrl(i)), position: field(VENUE_FIELDS.photoPosition(i)), alt: field(VENUE_FIELDS.photoAlt(i)), ...(imageId ? { imageId } : {}) };
    }),
    priceBlocks: postedPriceBlocks(field),
    ...postedTerms(field),
  };
}

/** A posted field's text as typed ('' when missing or a file). */
type PostedField = (name: string) => string;

/** The price blocks' rows as posted, up to the last one with anything typed. */
export const postedPriceBlocks = (field: PostedField): PriceBlockValues[] =>
  postedRows(
    MAX_BLOCK_ROWS,
    (i) => ({ text: field(VENUE_FIELDS.blockText(i)), basis: field(VENUE_FIELDS.blockBasis(i)), price: field(VENUE_FIELDS.blockPrice(i)), vat: field(VENUE_FIELDS.blockVat(i)) }),
    (block) => !block.text.trim() && !block.price.trim(),
  );

/** The terms' fields as posted. */
/**
 * The terms' fields hold whole numbers and an amount, none longer than this: what a refused terms form shows back at
 * most (lib/form-data's echoed, by the field's name).
 */
export const TERMS_FIELD_MAXIMA = { minimumSpend: 30, daysBefore: 10, percent: 10, dropKind: 10, dropAmount: 10, dropUntilDays: 10 } as const;

export function postedTerms(field: PostedField): TermsFormValues {
  return {
    minimumSpend: field('minimumSpend'),
    terms: postedRows(
      MAX_TERMS,
      (i) => ({ daysBefore: field(VENUE_FIELDS.termDays(i)), percent: field(VENUE_FIELDS.termPercent(i)) }),
      (term) => !term.daysBefore.trim() && !term.percent.trim(),
    ),
    dropKind: field('dropKind'),
    dropAmount: field('dropAmount'),
    dropUntilDays: field('dropUntilDays'),
  };
}

/** How many row slots the form shows: the rows there are, and SPARE_ROWS empty ones, up to `max`. */
export const rowSlots = (filled: number, max: number): number => Math.min(filled + SPARE_ROWS, max);

/** The price blocks' rows the form shows: the venue's, however many, and SPARE_ROWS empty ones. */
export const priceBlockSlots = (filled: number): number => rowSlots(filled, MAX_BLOCK_ROWS);

/**
 * A photo that could not be fetched (its address field) or read (its file field, `upload`) fails the save; its field
 * shows why, and so does the toast.
 */
export const photoFailure = (slot: number, message: string, upload = false) =>
  ({ ok: false, status: 400, message, fieldErrors: { [upload ? VENUE_FIELDS.photoFile(slot) : VENUE_FIELDS.photoUrl(slot)]: message } }) as const;

const isPhotoFailure = (result: ActionFailure) =>
  Object.entries(result.fieldErrors ?? {}).some(([field, message]) => (field.startsWith('photoUrl.') || field.startsWith('photoFile.')) && message === result.message);

/**
 * The form after a failed save: what was entered, the field errors, and the toast. A photo that could not be
 * fetched names its own problem; a missing session or role says so; any other failure gets `failure`.
 */
export function failedSave(result: ActionFailure, form: FormData, failure: string): VenueFormState {
  return failedForm(postedVenueValues(form), result, isPhotoFailure(result) ? result.message : failure, VENUE_TEXT_MAXIMA);
}
