import type { CancellationStep, DateOption, DraftLine, DraftOption, GuestDropAllowance, OfferDraft, OfferLine, OfferOption, OfferSnapshot, OfferVenue, PriceBlock } from '@/db/schema';
import { getPackage, type PackageId } from '@/features/packages/packages';
import { keysByName } from '@/i18n/keys';
import { commaAmount, lineNet, parseEuro, readEuro, VAT_RATES, type VatRate, withinCeiling } from '@/lib/money';
import { addToDay, type Day } from '@/lib/time';
import { isUuid } from '@/lib/uuid';
import { formText } from '@/lib/form-data';

/**
 * The offer builder's rules: what a draft (the form's text) must be before it can be published, and the frozen
 * snapshot it then becomes. Pure, so that the rules are tested without a database or a browser.
 */

export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;
export const MAX_DATES = 3;
/** How long an offer is valid by default: two weeks from the day the planner starts it. */
export const DEFAULT_VALIDITY_DAYS = 14;
const MAX_QUANTITY = 10_000;

/**
 * Why a draft cannot be published, by field: message keys of `offers.draft`, which the builder's action translates
 * into the planner's language (the numbers in them are MIN_OPTIONS, MAX_OPTIONS and MAX_DATES).
 */
export const DRAFT_ERRORS = keysByName('offers.draft', [
  'optionCount', 'dateCount', 'dateRequired', 'datePast', 'startRequired', 'endRequired', 'endEqualsStart', 'lineCount', 'lineText', 'lineTextLong', 'basis', 'quantity', 'priceRequired', 'price', 'priceTooHigh', 'lineTooHigh', 'vat', 'holdPast', 'holdAfterFirstDate', 'validUntilRequired', 'validUntilPast', 'venueUnknown', 'venueArchived', 'feePackage', 'enterpriseFee', 'enterpriseFeeTooHigh', 'textLong',
]);

/** What a venue of the catalogue gives an offer: the facts frozen into a published option, and its defaults for the draft. */
export interface VenueForOffer extends OfferVenue {
  included: string;
  priceBlocks: PriceBlock[];
  minimumSpendCents: number | null;
  cancellationTerms: CancellationStep[];
  guestDrop: GuestDropAllowance | null;
  archived: boolean;
}

/** What the planner's venue lists know of a request: its city (one of ours, or another town by name) and its group. */
export interface RequestToSuit {
  cityId: string | null;
  cityName: string;
  participantCount: number;
}

/** Whether a venue is in the request's city: one of ours by its id, another town by its name. */
function inRequestCity(venue: { cityId: string | null; cityName: string }, request: Omit<RequestToSuit, 'participantCount'>): boolean {
  return venue.cityId && request.cityId ? venue.cityId === request.cityId : venue.cityName.trim().toLocaleLowerCase('de') === request.cityName.trim().toLocaleLowerCase('de');
}

/**
 * Whether a venue suits a request at first sight („Stadt und Größe passen“, suggested first in the offer builder and
 * the ask to the venues): it is in the request's city and seats the whole group. A Christmas party sits at table, so a
 * venue with 40 seats does not suit 60 guests, however many could stand there.
 */
export function suitsRequest(venue: { cityId: string | null; cityName: string; capacitySeated: number }, request: RequestToSuit): boolean {
  return inRequestCity(venue, request) && venue.capacitySeated >= request.participantCount;
}

export interface DraftContext {
  /** Berlin's today (yyyy-mm-dd). */
  today: Day;
  request: OfferSnapshot['request'];
  planner: OfferSnapshot['planner'];
  /** The venues the draft names, archived ones included. */
  venues: ReadonlyMap<string, VenueForOffer>;
  /** Venues offered in an earlier published version: they may stay although archived since. */
  publishedVenueIds: ReadonlySet<string>;
}

/** A published draft's snapshot, or its problems by field (keys of DRAFT_ERRORS' messages). */
export type DraftCheck = { ok: true; snapshot: OfferSnapshot } | { ok: false; fieldErrors: Record<string, string> };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  // A real calendar day: 2026-02-30 would come back as another day.
  return addToDay(value, 0) === value;
}

const blank = (value: string) => value.trim() === '';

/** A date slot or price row the planner left empty: ignored, so the form can offer spare rows. */
export const isEmptyDate = (date: DateOption) => blank(date.date) && blank(date.start) && blank(date.end);
export const isEmptyLine = (line: DraftLine) => blank(line.text) && blank(line.unitNet);

/** The package whose fee the offer charges: the request's, or the one the planner chose for a request without. */
export function feePackageOf(draft: Pick<OfferDraft, 'feePackage'>, requestPackage: PackageId | null): PackageId | null {
  if (requestPackage) return requestPackage;
  return getPackage(draft.feePackage)?.id ?? null;
}

/** The planning fee line of a package; undefined for Enterprise without a valid amount. */
export function planningFeeLine(packageId: PackageId, enterpriseFee: string): OfferLine | undefined {
  const pkg = getPackage(packageId)!;
  const cents = pkg.price ?? parseEuro(enterpriseFee);
  if (cents === undefined || (pkg.price === null && blank(enterpriseFee))) return undefined;
  return { text: `Planungspauschale ${pkg.name}`, basis: 'flat', quantity: 1, unitNetCents: cents, vatRate: 19 };
}

function checkDates(dates: DateOption[], path: string, today: Day, errors: Record<string, string>): DateOption[] {
  const kept: DateOption[] = [];
  dates.forEach((slot, j) => {
    if (isEmptyDate(slot)) return;
    const at = `${path}.dates.${j}`;
    const date = slot.date.trim();
    const start = slot.start.trim();
    const end = slot.end.trim();
    if (!isDay(date)) errors[`${at}.date`] = DRAFT_ERRORS.dateRequired;
    else if (date < today) errors[`${at}.date`] = DRAFT_ERRORS.datePast;
    if (!TIME.test(start)) errors[`${at}.start`] = DRAFT_ERRORS.startRequired;
    if (!TIME.test(end)) errors[`${at}.end`] = DRAFT_ERRORS.endRequired;
    // An end before the start is the night after (a party 19:00–01:00); the same time twice is a typo.
    else if (end === start) errors[`${at}.end`] = DRAFT_ERRORS.endEqualsStart;
    kept.push({ date, start, end });
  });
  if (kept.length < 1 || kept.length > MAX_DATES) errors[`${path}.dates`] = DRAFT_ERRORS.dateCount;
  return kept;
}

function checkLine(line: DraftLine, at: string, errors: Record<string, string>): OfferLine | undefined {
  const text = line.text.trim();
  if (!text) errors[`${at}.text`] = DRAFT_ERRORS.lineText;
  else if (text.length > 200) errors[`${at}.text`] = DRAFT_ERRORS.lineTextLong;
  if (line.basis !== 'flat' && line.basis !== 'per_person') errors[`${at}.basis`] = DRAFT_ERRORS.basis;
  const quantity = /^\d+$/.test(line.quantity.trim()) ? Number(line.quantity.trim()) : NaN;
  const quantityOk = quantity >= 1 && quantity <= MAX_QUANTITY;
  if (!quantityOk) errors[`${at}.quantity`] = DRAFT_ERRORS.quantity;
  const price = blank(line.unitNet) ? undefined : readEuro(line.unitNet);
  if (!price) errors[`${at}.unitNet`] = DRAFT_ERRORS.priceRequired;
  else if (!price.ok) errors[`${at}.unitNet`] = price.problem === 'tooHigh' ? DRAFT_ERRORS.priceTooHigh : DRAFT_ERRORS.price;
  // The ceiling holds per line (per guest for a per-person line), so an option's total stays exact for any group.
  else if (quantityOk && !withinCeiling(lineNet(price.cents, quantity))) errors[`${at}.unitNet`] = DRAFT_ERRORS.lineTooHigh;
  const unitNetCents = price?.ok && !errors[`${at}.unitNet`] ? price.cents : undefined;
  const vatRate = Number(line.vatRate);
  const vatOk = line.vatRate.trim() !== '' && VAT_RATES.includes(vatRate as VatRate);
  if (!vatOk) errors[`${at}.vatRate`] = DRAFT_ERRORS.vat;
  if (!text || unitNetCents === undefined || !vatOk || Number.isNaN(quantity)) return undefined;
  return { text, basis: line.basis, quantity, unitNetCents, vatRate: vatRate as VatRate };
}

/**
 * A typed price row's figures as checkDraft reads them (the same parsing), for a sum while the planner types:
 * undefined while its basis, quantity, price or VAT cannot be read (yet). Its text counts for no sum, so a row
 * without one (or with a too long one) is read all the same.
 */
export function lineFigures(line: DraftLine): OfferLine | undefined {
  const errors: Record<string, string> = {};
  const read = checkLine({ ...line, text: line.text.trim() || '–' }, 'line', errors);
  const unreadable = Object.keys(errors).some((field) => field !== 'line.text');
  return read && !unreadable ? { ...read, text: line.text.trim() } : undefined;
}

function checkOption(option: DraftOption, i: number, ctx: DraftContext, errors: Record<string, string>): OfferOption | undefined {
  const path = `options.${i}`;
  const before = Object.keys(errors).length;
  const venue = ctx.venues.get(option.venueId);
  if (!venue) errors[`${path}.venueId`] = DRAFT_ERRORS.venueUnknown;
  else if (venue.archived && !ctx.publishedVenueIds.has(venue.id)) errors[`${path}.venueId`] = DRAFT_ERRORS.venueArchived;
  const dates = checkDates(option.dates, path, ctx.today, errors);
  const lines: OfferLine[] = [];
  option.lines.forEach((line, j) => {
    if (isEmptyLine(line)) return;
    const checked = checkLine(line, `${path}.lines.${j}`, errors);
    if (checked) lines.push(checked);
  });
  if (!option.lines.some((line) => !isEmptyLine(line))) errors[`${path}.lines`] = DRAFT_ERRORS.lineCount;
  const holdUntil = option.holdUntil.trim();
  const firstDate = dates.map((d) => d.date).sort()[0];
  if (holdUntil) {
    if (!isDay(holdUntil)) errors[`${path}.holdUntil`] = DRAFT_ERRORS.dateRequired;
    else if (holdUntil < ctx.today) errors[`${path}.holdUntil`] = DRAFT_ERRORS.holdPast;
    else if (firstDate && isDay(firstDate) && holdUntil > firstDate) errors[`${path}.holdUntil`] = DRAFT_ERRORS.holdAfterFirstDate;
  }
  if (option.included.length > 4000) errors[`${path}.included`] = DRAFT_ERRORS.textLong;
  if (option.note.length > 4000) errors[`${path}.note`] = DRAFT_ERRORS.textLong;
  if (Object.keys(errors).length > before || !venue) return undefined;
  const { id, name, cityName, address, capacitySeated, capacityStanding, types, description, websiteUrl, imageIds } = venue;
  return {
    venue: { id, name, cityName, address, capacitySeated, capacityStanding, types, description, websiteUrl, imageIds },
    dates,
    lines,
    included: option.included.trim() || venue.included,
    minimumSpendCents: venue.minimumSpendCents,
    cancellationTerms: venue.cancellationTerms,
    guestDrop: venue.guestDrop,
    holdUntil: holdUntil || null,
    note: option.note.trim(),
  };
}

/**
 * A draft as the company would see it, or every problem keyed by its field's name (e.g.
 * `options.1.lines.2.unitNet`), so each stands next to its field. Empty date slots and price rows are ignored.
 */
export function checkDraft(draft: OfferDraft, ctx: DraftContext): DraftCheck {
  const errors: Record<string, string> = {};
  if (draft.options.length < MIN_OPTIONS || draft.options.length > MAX_OPTIONS) errors.options = DRAFT_ERRORS.optionCount;
  const options = draft.options.map((option, i) => checkOption(option, i, ctx, errors));
  const validUntil = draft.validUntil.trim();
  if (!isDay(validUntil)) errors.validUntil = DRAFT_ERRORS.validUntilRequired;
  else if (validUntil < ctx.today) errors.validUntil = DRAFT_ERRORS.validUntilPast;
  if (draft.coverNote.length > 4000) errors.coverNote = DRAFT_ERRORS.textLong;
  const feePackage = feePackageOf(draft, ctx.request.packageId);
  let planningFee: OfferLine | undefined;
  if (!feePackage) errors.feePackage = DRAFT_ERRORS.feePackage;
  else {
    planningFee = planningFeeLine(feePackage, draft.enterpriseFee);
    if (!planningFee) {
      const fee = readEuro(draft.enterpriseFee);
      errors.enterpriseFee = !fee.ok && fee.problem === 'tooHigh' ? DRAFT_ERRORS.enterpriseFeeTooHigh : DRAFT_ERRORS.enterpriseFee;
    }
  }
  if (Object.keys(errors).length) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    snapshot: {
      request: { ...ctx.request, packageId: feePackage },
      planner: ctx.planner,
      validUntil,
      coverNote: draft.coverNote.trim(),
      planningFee: planningFee ?? null,
      options: options as OfferOption[],
    },
  };
}

const emptyLine = (): DraftLine => ({ text: '', basis: 'flat', quantity: '1', unitNet: '', vatRate: '19' });

/** A new option for a chosen venue: its price blocks as lines (quantity 1) and its included services. */
export function optionForVenue(venue: VenueForOffer): DraftOption {
  return {
    venueId: venue.id,
    dates: [],
    lines: venue.priceBlocks.map((block) => ({ text: block.text, basis: block.basis, quantity: '1', unitNet: commaAmount(block.unitNetCents), vatRate: String(block.vatRate) })),
    included: venue.included,
    holdUntil: '',
    note: '',
  };
}

/** A new offer's draft: valid for two weeks, no options yet. */
export function newDraft(today: Day): OfferDraft {
  return { validUntil: addToDay(today, DEFAULT_VALIDITY_DAYS), coverNote: '', enterpriseFee: '', feePackage: '', options: [] };
}

/**
 * The draft with the venues chosen in step 1: options of venues still chosen stay as they are (in their
 * order), newly chosen venues get a prefilled option, options of venues no longer chosen go.
 */
export function withVenues(draft: OfferDraft, chosen: readonly VenueForOffer[]): OfferDraft {
  const ids = new Set(chosen.map((venue) => venue.id));
  const kept = draft.options.filter((option) => ids.has(option.venueId));
  const keptIds = new Set(kept.map((option) => option.venueId));
  return { ...draft, options: [...kept, ...chosen.filter((venue) => !keptIds.has(venue.id)).map(optionForVenue)] };
}

/** What is stored for a draft: the spare empty rows and slots dropped. */
export function compactDraft(draft: OfferDraft): OfferDraft {
  return { ...draft, options: draft.options.map((option) => ({ ...option, dates: option.dates.filter((d) => !isEmptyDate(d)), lines: option.lines.filter((l) => !isEmptyLine(l)) })) };
}

/** The draft as the form shows it: three date slots per option and two spare price rows. */
export function formDraft(draft: OfferDraft): OfferDraft {
  return {
    ...draft,
    feePackage: draft.feePackage ?? '',
    options: draft.options.map((option) => ({
      ...option,
      dates: [...option.dates, ...Array.from({ length: Math.max(0, MAX_DATES - option.dates.length) }, () => ({ date: '', start: '', end: '' }))],
      lines: [...option.lines, emptyLine(), emptyLine()],
    })),
  };
}

/** The hidden fields that carry an option's origin in a venue's answer through the builder's form. */
export function fromAnswerFields(i: number, fromAnswer: DraftOption['fromAnswer']): Record<string, string> {
  return fromAnswer ? { [`options.${i}.fromAnswer.inviteId`]: fromAnswer.inviteId, [`options.${i}.fromAnswer.answeredAt`]: fromAnswer.answeredAt } : {};
}

/** Whether a text is a moment as toISOString writes it ("2026-11-28T13:05:00.000Z"), a real one. */
const isIsoMoment = (text: string) => !Number.isNaN(Date.parse(text)) && new Date(text).toISOString() === text;

/** The origin read back: both fields there and well-formed (an invitation's id, an ISO moment), else none. */
function fromAnswerOf(inviteId: string, answeredAt: string): Pick<DraftOption, 'fromAnswer'> {
  if (!isUuid(inviteId) || !isIsoMoment(answeredAt)) return {};
  return { fromAnswer: { inviteId, answeredAt } };
}

const MAX_FORM_OPTIONS = 10;
const MAX_FORM_LINES = 60;

/**
 * The draft from the posted form's flat fields (`options.0.lines.1.unitNet` …), every value as typed and every
 * row where it was, so that field errors name the rows the planner sees; an option made from a venue's answer
 * keeps that origin (`options.0.fromAnswer.inviteId`, `.answeredAt`).
 */
export function draftFromFields(fields: Readonly<Record<string, unknown>>): OfferDraft {
  const text = (name: string) => formText(fields, name);
  const has = (prefix: string) => Object.keys(fields).some((key) => key.startsWith(prefix));
  const options: DraftOption[] = [];
  for (let i = 0; i < MAX_FORM_OPTIONS && `options.${i}.venueId` in fields; i++) {
    const at = `options.${i}`;
    const dates: DateOption[] = [];
    for (let j = 0; j < MAX_DATES && has(`${at}.dates.${j}.`); j++) dates.push({ date: text(`${at}.dates.${j}.date`), start: text(`${at}.dates.${j}.start`), end: text(`${at}.dates.${j}.end`) });
    const lines: DraftLine[] = [];
    for (let j = 0; j < MAX_FORM_LINES && has(`${at}.lines.${j}.`); j++) {
      const l = `${at}.lines.${j}`;
      lines.push({ text: text(`${l}.text`), basis: text(`${l}.basis`) as DraftLine['basis'], quantity: text(`${l}.quantity`), unitNet: text(`${l}.unitNet`), vatRate: text(`${l}.vatRate`) });
    }
    options.push({
      venueId: text(`${at}.venueId`),
      dates,
      lines,
      included: text(`${at}.included`),
      holdUntil: text(`${at}.holdUntil`),
      note: text(`${at}.note`),
      ...fromAnswerOf(text(`${at}.fromAnswer.inviteId`), text(`${at}.fromAnswer.answeredAt`)),
    });
  }
  return { validUntil: text('validUntil'), coverNote: text('coverNote'), enterpriseFee: text('enterpriseFee'), feePackage: text('feePackage') as OfferDraft['feePackage'], options };
}
