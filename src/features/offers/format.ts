import type { BillingAddress, DateOption, GuestDropAllowance, OfferLine, OfferOption, OfferSnapshot } from '@/db/schema';
import type { translator } from '@/i18n/translator';
import { formatEuro } from '@/lib/money';
import type { AdminLocale } from '@/i18n/locale';
import { addToDay, clockText, type Day, formatDateTime, formatInBerlin, formatLongDate, formatShortDay, formatWeekdayDate, startOfBerlinDay } from '@/lib/time';
import { billingSplit, type CancellationPhase, cancellationSchedule, type CapacityFit, type PricedOption, priceOption } from './prices';
import { ACCEPTED_TEXTS, BILLING_TEXTS, CHOICE_FORM_TEXTS, OFFER_FACTS_TEXTS } from './texts';

/**
 * The offer's facts in German words, for the company's page, the PDF and the mails alike, so that all three say
 * the same thing.
 */

/** A day as "Freitag, 11. Dezember 2026" (an English admin's: "Friday, 11 December 2026"). */
export function formatDay(day: string, locale: AdminLocale = 'de'): string {
  return formatWeekdayDate(startOfBerlinDay(day), locale);
}

export { formatShortDay } from '@/lib/time';

/** A day as "Fr. 11.12.2026", for a subject line. */
export function formatSubjectDay(day: string): string {
  return formatInBerlin(startOfBerlinDay(day), 'EEEEEE. dd.MM.yyyy');
}

/** "Freitag, 11. Dezember 2026 · 18:00–23:30 Uhr" (an English admin's: "Friday, 11 December 2026 · 18:00–23:30"). */
export function formatDateOption(option: DateOption, locale: AdminLocale = 'de'): string {
  return `${formatDay(option.date, locale)} · ${clockText(`${option.start}–${option.end}`, locale)}`;
}

/** How a line is charged: "pauschal", "pro Person" or "2 × pro Person". */
export function lineBasisText(line: Pick<OfferLine, 'basis' | 'quantity'>): string {
  const basis = line.basis === 'per_person' ? 'pro Person' : 'pauschal';
  return line.quantity === 1 ? basis : `${line.quantity} × ${basis}`;
}

export function vatText(rate: number): string {
  return `MwSt. ${rate} %`;
}

/** Whether a venue takes the group: "Passt: 80 Sitzplätze für 45 Personen". */
export function capacityText(fit: CapacityFit, venue: { capacitySeated: number; capacityStanding: number }, participants: number): string {
  if (fit === 'seated') return OFFER_FACTS_TEXTS.seated(venue.capacitySeated, participants);
  if (fit === 'standing') return OFFER_FACTS_TEXTS.standingOnly(venue.capacityStanding, participants, venue.capacitySeated);
  return OFFER_FACTS_TEXTS.tooSmall(Math.max(venue.capacitySeated, venue.capacityStanding));
}

/**
 * "bis zu 4 Personen (10 %) kostenfrei bis 7 Tage vorher", or that none may drop; with the party's day once it is
 * chosen, the deadline's own: "… bis 7 Tage vorher (04.12.2026)".
 */
export function guestDropText(drop: { guests: number; allowance: GuestDropAllowance } | null, eventDay?: Day): string {
  if (!drop) return 'Keine kostenfreie Reduzierung vereinbart';
  const share = drop.allowance.kind === 'percent' ? ` (${drop.allowance.amount} %)` : '';
  const persons = drop.guests === 1 ? 'Person' : 'Personen';
  const deadline = eventDay ? ` (${formatShortDay(addToDay(eventDay, -drop.allowance.untilDaysBefore))})` : '';
  return `bis zu ${drop.guests} ${persons}${share} kostenfrei bis ${drop.allowance.untilDaysBefore} Tage vorher${deadline}`;
}

/** "45 Personen", "1 Person". */
export function personsText(count: number): string {
  return `${count} ${count === 1 ? 'Person' : 'Personen'}`;
}

/** The company's choice as page, PDF and mails state it: "Angenommen am 23. November 2026 – Alte Münze, Freitag, 11. Dezember 2026 · 18:00–23:30 Uhr". */
export function acceptanceText(acceptedAt: Date, venueName: string, date: DateOption): string {
  return `Angenommen am ${formatLongDate(acceptedAt)} – ${venueName}, ${formatDateOption(date)}`;
}

/** A schedule's first share (today's) and the deadlines still ahead, each with its day. */
function phasesOf(schedule: readonly CancellationPhase[]) {
  const now = schedule.find((phase) => phase.from === 'now') ?? { percent: 0, cents: 0 };
  const ahead = schedule.flatMap((phase) => (phase.from === 'now' ? [] : [{ ...phase, day: phase.from, daysBefore: phase.daysBefore ?? 0 }]));
  return { now, ahead };
}

/** While nothing is due: „bis 10.11.2026 kostenfrei“ (the day before the first deadline), or no cost at all. */
function freeText(ahead: readonly { day: Day }[]): string {
  return ahead.length ? OFFER_FACTS_TEXTS.cancellationFreeUntil(formatShortDay(addToDay(ahead[0].day, -1))) : OFFER_FACTS_TEXTS.cancellationNone;
}

/**
 * The cancellation terms as of a day (cancellationSchedule), one line each, as the page and the PDF list them:
 * today's share („ab sofort: 2.133,30 € (50 %)“, every deadline passed merged into it; „bis 10.11.2026 kostenfrei“
 * while none has come), then each deadline ahead („7 Tage vorher (04.12.2026): 3.413,28 € (80 %)“). `asOf`, the
 * day a document was made, stands beside „ab sofort“ where the reader may read it later (the PDF).
 */
export function cancellationLines(schedule: readonly CancellationPhase[], asOf?: Day): string[] {
  const { now, ahead } = phasesOf(schedule);
  const first = now.percent > 0 ? OFFER_FACTS_TEXTS.cancellationNow(formatEuro(now.cents), now.percent, asOf && formatShortDay(asOf)) : freeText(ahead);
  return [first, ...ahead.map((phase) => OFFER_FACTS_TEXTS.cancellationStep(phase.daysBefore, formatShortDay(phase.day), formatEuro(phase.cents), phase.percent))];
}

/** The same schedule in one run, for the sentence beside the accept button: „ab sofort 2.133,30 € (50 %), ab 04.12.2026 3.413,28 € (80 %)“. */
export function cancellationRun(schedule: readonly CancellationPhase[]): string {
  const { now, ahead } = phasesOf(schedule);
  const first = now.percent > 0 ? CHOICE_FORM_TEXTS.cancellationNow(formatEuro(now.cents), now.percent) : freeText(ahead);
  return [first, ...ahead.map((phase) => CHOICE_FORM_TEXTS.cancellationFrom(formatShortDay(phase.day), formatEuro(phase.cents), phase.percent))].join(', ');
}

/**
 * Who bills what of an option's total, one sentence each: the venue's share („Davon stellt Ihnen die Location
 * „Kesselhaus am Kanal“ 9.936,45 € direkt in Rechnung, …“), then our planning fee („Unsere Planungspauschale von
 * 355,81 € stellen wir Ihnen nach der Buchung der Location in Rechnung.“). `apart`: the total does not stand right
 * above, so the first sentence names it („Vom Gesamtbetrag von 10.292,26 € stellt Ihnen …“).
 */
export function billingLines(venueName: string, priced: PricedOption, { apart = false }: { apart?: boolean } = {}): string[] {
  const { venueGross, feeGross } = billingSplit(priced);
  const total = formatEuro(priced.total.gross);
  if (feeGross === null) return [apart ? BILLING_TEXTS.venueAllOfTotal(total, venueName) : BILLING_TEXTS.venueAll(venueName)];
  const venue = apart ? BILLING_TEXTS.venueOfTotal(total, venueName, formatEuro(venueGross)) : BILLING_TEXTS.venue(venueName, formatEuro(venueGross));
  return [venue, BILLING_TEXTS.fee(formatEuro(feeGross))];
}

/** What the company accepted, as its acceptance stores it. */
export interface AcceptedChoice {
  optionIndex: number;
  dateIndex: number;
  participantCount: number;
  acceptedAt: Date;
  billing: BillingAddress;
  purchaseOrder: string | null;
}

/** The accepted option, date and figures (priced for the accepted group); throws for indexes the offer does not have. */
export function acceptedOf(snapshot: OfferSnapshot, accepted: Pick<AcceptedChoice, 'optionIndex' | 'dateIndex' | 'participantCount'>) {
  const option = snapshot.options[accepted.optionIndex];
  const date = option?.dates[accepted.dateIndex];
  if (!option || !date) throw new RangeError(`No option ${accepted.optionIndex} with date ${accepted.dateIndex} in this offer`);
  return { option, date, priced: priceOption(option, accepted.participantCount, snapshot.planningFee) };
}

/**
 * The terms of an accepted party as of a day, each deadline with its date: what cancelling costs today and from
 * which day more (shares of the venue's gross, as the terms refer to it), and until when guests may drop.
 */
export function acceptedTerms(option: Pick<OfferOption, 'cancellationTerms'>, priced: Pick<PricedOption, 'venue' | 'guestDrop'>, date: DateOption, today: Day): { cancellation: string[]; guestDrop: string } {
  return {
    cancellation: cancellationLines(cancellationSchedule(option.cancellationTerms, priced.venue.gross, date.date, today)),
    guestDrop: guestDropText(priced.guestDrop, date.date),
  };
}

const addressLines = (billing: BillingAddress) => [billing.company, billing.street, `${billing.postalCode} ${billing.city}`];

/**
 * The company's accepted offer as its page states it at the top, label and lines: the option, the date, the
 * group as accepted, the total for it with who bills what, the terms as of `today` with their dates, the billing
 * address and the order number.
 */
export function acceptedFacts(snapshot: OfferSnapshot, accepted: AcceptedChoice, today: Day): { label: string; lines: string[] }[] {
  const { option, date, priced } = acceptedOf(snapshot, accepted);
  const terms = acceptedTerms(option, priced, date, today);
  const words = ACCEPTED_TEXTS;
  return [
    { label: words.option, lines: [words.optionValue(accepted.optionIndex + 1, option.venue.name), option.venue.address] },
    { label: words.date, lines: [formatDateOption(date)] },
    { label: words.participants, lines: [personsText(accepted.participantCount)] },
    { label: words.total, lines: [words.totalValue(formatEuro(priced.total.gross), formatEuro(priced.perHeadGross))] },
    { label: words.billing, lines: billingLines(option.venue.name, priced) },
    { label: words.cancellation, lines: terms.cancellation },
    { label: words.guestDrop, lines: [terms.guestDrop] },
    { label: words.billingAddress, lines: addressLines(accepted.billing) },
    { label: words.purchaseOrder, lines: [accepted.purchaseOrder ?? words.noPurchaseOrder] },
  ];
}

/** The admin's words for an accepted offer: `translator(locale, 'offers.acceptance')` or this request's admin's. */
export type AcceptanceWords = ReturnType<typeof translator<'offers.acceptance'>>;

/**
 * The same for the request's admin page, in the admin's language (multi-line values with \n), with the group the
 * offer was made for; dates and amounts in their German form in either language.
 */
export function acceptanceAdminFacts(snapshot: OfferSnapshot, accepted: AcceptedChoice, t: AcceptanceWords): [string, string][] {
  const { option, date, priced } = acceptedOf(snapshot, accepted);
  const { venueGross, feeGross } = billingSplit(priced);
  const requested = snapshot.request.participantCount;
  return [
    [t('acceptedAt'), formatDateTime(accepted.acceptedAt)],
    [t('option'), t('optionValue', { n: accepted.optionIndex + 1, venueName: option.venue.name })],
    [t('date'), `${formatShortDay(date.date)}, ${date.start}–${date.end}`],
    [t('participants'), accepted.participantCount === requested ? String(accepted.participantCount) : t('participantsOffered', { accepted: accepted.participantCount, requested })],
    [t('total'), t('totalValue', { gross: formatEuro(priced.total.gross), perHead: formatEuro(priced.perHeadGross) })],
    [t('venueBills'), formatEuro(venueGross)],
    [t('weBill'), feeGross === null ? t('noFee') : formatEuro(feeGross)],
    [t('billingAddress'), addressLines(accepted.billing).join('\n')],
    [t('purchaseOrder'), accepted.purchaseOrder ?? '–'],
  ];
}

/** The accepted offer as the request's admin page shows it (`RequestOfferEntry['accepted']` of the requests area). */
export function acceptedOfferForAdmin(snapshot: OfferSnapshot, accepted: AcceptedChoice, t: AcceptanceWords): { title: string; facts: [string, string][] } {
  return { title: t('title'), facts: acceptanceAdminFacts(snapshot, accepted, t) };
}
