import { createEvent, type EventAttributes } from 'ics';
import { plannerName } from '@/features/auth/planner';
import { BRAND } from '@/lib/site';

export interface CallCalendarInput {
  /** Stable per call, e.g. `${callId}@${siteHost}`: a move or a cancellation replaces the event it names. */
  uid: string;
  /** The call's sequence: 0 when booked, one more with each move and with the cancellation. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  startsAt: Date;
  endsAt: Date;
  /** The planner's display name ('' while they have none) and address. */
  planner: { name: string; email: string };
  company: { companyName: string; contactName: string; email: string; phone: string };
  /** More lines for the description (wishes, the link to move or cancel). */
  details?: string[];
}

/** The product id of every calendar file we write. */
export const CALENDAR_PRODUCT_ID = 'weihnachtsfeier-planer/ics';

/**
 * Who a calendar names as the organizer: the planner by name, the brand while they have none (never their address
 * as a name). Without double quotes: the ics package escapes them as \", which RFC 5545 does not know in a parameter.
 */
export function organizerName(planner: { name: string }): string {
  return (plannerName(planner) ?? BRAND).replace(/"/g, '');
}

/** Who calls, as the description says it: the planner, or the team while they have no name. */
const caller = (planner: { name: string }) => plannerName(planner) ?? `Das Team vom ${BRAND}`;

/**
 * A call as a calendar event, the same fields in the invitations and in the planner's feed: in UTC (every calendar
 * shows it at the Berlin time it is), the planner as organizer and the company's contact as attendee, the number
 * to call in the description.
 */
export function callEvent(input: Omit<CallCalendarInput, 'method'> & { cancelled?: boolean }): EventAttributes {
  const { company, planner } = input;
  return {
    uid: input.uid,
    sequence: input.sequence,
    title: `Telefonat zur Weihnachtsfeier – ${company.companyName}`,
    description: [`${caller(planner)} ruft ${company.contactName} (${company.companyName}) an: ${company.phone}`, ...(input.details ?? [])].join('\n'),
    start: input.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: input.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: input.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: organizerName(planner), email: planner.email },
    attendees: [{ name: company.contactName, email: company.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  };
}

/**
 * A person's name as RFC 5545 writes it where it needs no quotes (`ORGANIZER;CN=Katrin Vogel:mailto:…`): the ics
 * package quotes every CN; a name without `"`, `;`, `:` or `,` reads the same without them.
 */
export function unquotedNames(calendar: string): string {
  return calendar.replace(/^((?:ORGANIZER|ATTENDEE)[^:\r\n]*?;CN=)"([^";:,\r\n]*)"/gm, '$1$2');
}

/** The calendar file of a call for the company and the planner (an invitation, an update or a cancellation). */
export function callCalendar(input: CallCalendarInput): string {
  const { error, value } = createEvent({ ...callEvent({ ...input, cancelled: input.method === 'CANCEL' }), method: input.method, productId: CALENDAR_PRODUCT_ID });
  if (error || !value) throw error ?? new Error('No calendar file was made.');
  return unquotedNames(value);
}

/** A call's UID in every calendar file, stable across moves: `${callId}@${siteHost}`. */
export function callUid(callId: string, siteUrl: string): string {
  return `${callId}@${new URL(siteUrl).host}`;
}
