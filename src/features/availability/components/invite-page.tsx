import type { ReactNode } from 'react';
import { plannerName } from '@/features/auth/planner';
import { formatDateOption } from '@/features/offers/format';
import { operator } from '@/lib/operator';
import { telHref } from '@/lib/text';
import { type Day, formatDateTime, formatLongDate, formatLongDateTime, formatShortDay } from '@/lib/time';
import { answerValues } from '../form-schema';
import { inviteFormState } from '../form-state';
import type { InviteNotice } from '../paths';
import type { InvitePage as InviteData } from '../public-service';
import { bookingReplyDueAt, requestClosed } from '../rules';
import { billingRows } from '../emails';
import { dateAnswerText, venueBill } from '../format';
import { BILL_TEXTS, INVITE_TEXTS } from '../texts';
import { AnswerForm } from './answer-form';
import { ConfirmBookingForm } from './booking-reply-form';
import { DeclineBookingForm, DeclineForm } from './decline-form';

const NOTICE_TEXTS: Record<InviteNotice, string> = {
  antwort: INVITE_TEXTS.saved,
  abgelehnt: INVITE_TEXTS.declineSaved,
  bestaetigt: INVITE_TEXTS.bookingConfirmedNotice,
  'buchung-abgelehnt': INVITE_TEXTS.bookingDeclinedNotice,
};

const linkClass = 'font-medium break-all text-pine-700 underline hover:text-pine-900';
const cardClass = 'mt-8 rounded-2xl bg-white p-5 ring-1 ring-slate-200 md:p-6';
const h2Class = 'text-xl font-bold text-pine-900 md:text-2xl';

/** Label and value pairs, one under the other on a phone and side by side from 640 px. */
function Facts({ facts }: { facts: readonly (readonly [string, ReactNode] | false)[] }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {facts.map(
        (fact, i) =>
          fact && (
            <div key={i} className="sm:contents">
              <dt className="text-sm font-medium text-slate-600 sm:text-base">{fact[0]}</dt>
              <dd className="break-words whitespace-pre-line text-slate-900">{fact[1]}</dd>
            </div>
          ),
      )}
    </dl>
  );
}

/** The party as the venue reads it: dates, guests, budget, wishes and our note; never the company. */
function AskFacts({ ask }: { ask: InviteData['ask'] }) {
  return (
    <section aria-labelledby="anfrage-titel" className={cardClass}>
      <h2 id="anfrage-titel" className={h2Class}>
        {INVITE_TEXTS.factsTitle}
      </h2>
      <Facts
        facts={[
          [
            INVITE_TEXTS.dates,
            <ol key="dates" className="space-y-1">
              {ask.dates.map((date, i) => (
                <li key={i}>{ask.dates.length > 1 ? INVITE_TEXTS.dateLegend(i, formatDateOption(date)) : formatDateOption(date)}</li>
              ))}
            </ol>,
          ],
          [INVITE_TEXTS.guests, INVITE_TEXTS.guestsValue(ask.participantCount)],
          ask.budgetPerPersonCents !== null && [INVITE_TEXTS.budget, INVITE_TEXTS.budgetValue(ask.budgetPerPersonCents)],
          Boolean(ask.wishes.trim()) && [INVITE_TEXTS.wishes, ask.wishes],
          Boolean(ask.plannerNote.trim()) && [INVITE_TEXTS.plannerNote, ask.plannerNote],
        ]}
      />
    </section>
  );
}

/** The planner who asked, as a person (name, title, direct line, address beside the name); while they have no name, the team. */
function AskedBy({ planner }: { planner: InviteData['planner'] }) {
  const name = planner ? plannerName(planner) : undefined;
  const team = operator();
  const jobTitle = name ? planner?.jobTitle?.trim() : undefined;
  const phone = (name && planner?.phone?.trim()) || team.phone;
  const email = (name && planner?.email) || team.email;
  return (
    <section aria-labelledby="kontakt-titel" className={cardClass}>
      <h2 id="kontakt-titel" className={h2Class}>
        {INVITE_TEXTS.askedBy}
      </h2>
      <address className="mt-3 space-y-1 text-slate-700 not-italic">
        <p className="font-semibold text-pine-900">{name ?? INVITE_TEXTS.askedByTeam}</p>
        {jobTitle && <p>{jobTitle}</p>}
        <p>
          {INVITE_TEXTS.phone}:{' '}
          <a href={telHref(phone)} className={linkClass}>
            {phone}
          </a>
        </p>
        <p>
          {INVITE_TEXTS.email}:{' '}
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
        </p>
      </address>
    </section>
  );
}

/** The venue's stored answer, read only: each date's state, the price lines, the notes (or the decline and its reason). */
function StoredAnswer({ page }: { page: InviteData }) {
  const { invite, ask } = page;
  if (invite.status === 'declined') {
    return (
      <>
        <p className="mt-3 text-slate-800">{INVITE_TEXTS.declined(formatDateTime(invite.answeredAt ?? invite.createdAt))}</p>
        {invite.declineReason && <Facts facts={[[INVITE_TEXTS.declineReasonShown, invite.declineReason]]} />}
      </>
    );
  }
  if (invite.status !== 'answered') return <p className="mt-3 text-slate-800">{INVITE_TEXTS.notAnswered}</p>;
  return (
    <Facts
      facts={[
        ...ask.dates.map((date, i) => [INVITE_TEXTS.dateLegend(i, formatDateOption(date)), invite.dateAnswers[i] ? dateAnswerText(invite.dateAnswers[i]) : '–'] as const),
        ...invite.quotedLines.map((line) => [line.text, INVITE_TEXTS.lineShown(line)] as const),
        Boolean(invite.priceNote) && ([INVITE_TEXTS.priceNoteShown, invite.priceNote] as const),
        Boolean(invite.note) && ([INVITE_TEXTS.noteShown, invite.note] as const),
      ]}
    />
  );
}

/** The answer that can no longer change, with the reason why (used in the offer, the party decided, the option released). */
function ClosedAnswer({ page, sentence }: { page: InviteData; sentence?: string }) {
  return (
    <section aria-labelledby="antwort-titel" className={cardClass}>
      <h2 id="antwort-titel" className={h2Class}>
        {INVITE_TEXTS.answerTitleDone}
      </h2>
      {sentence && <p className="mt-3 rounded-lg bg-gold-100 p-3 text-slate-900">{sentence}</p>}
      <StoredAnswer page={page} />
    </section>
  );
}

/** The venue declined: its reason, read only, and how to reach us while the request is still open. */
function DeclinedAnswer({ page }: { page: InviteData }) {
  const { invite, request } = page;
  const open = !invite.releasedAt && !requestClosed(request.status);
  return (
    <section aria-labelledby="antwort-titel" className={cardClass}>
      <h2 id="antwort-titel" className={h2Class}>
        {INVITE_TEXTS.answerTitleDone}
      </h2>
      {invite.declineReason && <Facts facts={[[INVITE_TEXTS.declineReasonShown, invite.declineReason]]} />}
      {open && <p className="mt-4 text-slate-700">{INVITE_TEXTS.declinedChange}</p>}
    </section>
  );
}

/** The open request: the answer form (prefilled) and, below it, the decline. */
function OpenAnswer({ page, token, today }: { page: InviteData; token: string; today: Day }) {
  const { invite, ask, venue } = page;
  const answered = invite.status === 'answered';
  const initial = answerValues(answered ? invite : undefined, ask.dates.length, venue.priceBlocks);
  return (
    <>
      <section aria-labelledby="antwort-titel" className={cardClass}>
        <h2 id="antwort-titel" className={h2Class}>
          {INVITE_TEXTS.answerTitle}
        </h2>
        {answered && <p className="mt-3 rounded-lg bg-pine-50 p-3 text-pine-900">{INVITE_TEXTS.answered(formatDateTime(invite.answeredAt ?? invite.createdAt))}</p>}
        <AnswerForm token={token} revision={invite.revision} dates={ask.dates.map((date) => ({ text: formatDateOption(date), day: date.date }))} today={today} initial={inviteFormState(initial)} answered={answered} />
      </section>
      <section aria-labelledby="absage-titel" className={cardClass}>
        <h2 id="absage-titel" className={h2Class}>
          {INVITE_TEXTS.declineTitle}
        </h2>
        <DeclineForm token={token} revision={invite.revision} initial={inviteFormState({ declineReason: invite.declineReason })} />
      </section>
    </>
  );
}

/**
 * What the venue bills the company directly: the address and order number (while the company's contact is shown),
 * the accepted lines for the accepted group with the totals, and the company's terms as of today with their dates.
 */
function Bill({ booking, today }: { booking: NonNullable<InviteData['booking']>; today: Day }) {
  const bill = venueBill(booking, today);
  const company = booking.company;
  return (
    <section aria-labelledby="rechnung-titel" className={cardClass}>
      <h2 id="rechnung-titel" className={h2Class}>
        {BILL_TEXTS.title}
      </h2>
      <p className="mt-3 text-slate-700">{BILL_TEXTS.intro}</p>
      {company && <Facts facts={billingRows(company.billing, company.purchaseOrder)} />}
      <h3 className="mt-6 text-lg font-semibold text-pine-900">{BILL_TEXTS.linesTitle(booking.participantCount)}</h3>
      <Facts facts={[...bill.lines, ...bill.totals.map(([label, value]) => [label, <strong key={label}>{value}</strong>] as const)]} />
      <h3 className="mt-6 text-lg font-semibold text-pine-900">{BILL_TEXTS.termsTitle(formatShortDay(today))}</h3>
      <Facts facts={[[BILL_TEXTS.cancellation, bill.cancellation.join('\n')], [BILL_TEXTS.guestDrop, bill.guestDrop]]} />
    </section>
  );
}

/** The company chose this venue: the party, the company's contact, what the venue bills, and its reply (once) by its deadline. */
function Booking({ page, token, today }: { page: InviteData; token: string; today: Day }) {
  const { invite, booking } = page;
  const company = booking?.company;
  const repliedAt = invite.bookingRepliedAt ?? invite.bookingMailedAt ?? invite.createdAt;
  return (
    <>
      {booking && (
        <section aria-labelledby="buchung-titel" className="mt-8 rounded-2xl bg-pine-50 p-5 ring-1 ring-pine-200 md:p-6">
          <h2 id="buchung-titel" className={h2Class}>
            {INVITE_TEXTS.companyTitle}
          </h2>
          <Facts
            facts={[
              [INVITE_TEXTS.chosenDate, formatDateOption(booking.date)],
              [INVITE_TEXTS.guests, INVITE_TEXTS.guestsValue(booking.participantCount)],
              ...(company
                ? ([
                    [INVITE_TEXTS.company, company.companyName],
                    [INVITE_TEXTS.contact, company.contactName],
                    [
                      INVITE_TEXTS.email,
                      <a key="email" href={`mailto:${company.email}`} className={linkClass}>
                        {company.email}
                      </a>,
                    ],
                    [
                      INVITE_TEXTS.phone,
                      <a key="phone" href={telHref(company.phone)} className={linkClass}>
                        {company.phone}
                      </a>,
                    ],
                  ] as const)
                : []),
            ]}
          />
          {!company && <p className="mt-4 text-slate-700">{INVITE_TEXTS.contactEnded}</p>}
        </section>
      )}
      {booking && <Bill booking={booking} today={today} />}
      <section aria-labelledby="buchung-antwort-titel" className={cardClass}>
        <h2 id="buchung-antwort-titel" className={h2Class}>
          {INVITE_TEXTS.bookingReplyTitle}
        </h2>
        {invite.bookingReply ? (
          <>
            <p className="mt-3 rounded-lg bg-pine-50 p-3 text-pine-900">
              {invite.bookingReply === 'confirmed' ? INVITE_TEXTS.bookingConfirmed(formatLongDateTime(repliedAt)) : INVITE_TEXTS.bookingDeclined(formatLongDateTime(repliedAt))}
            </p>
            {invite.bookingReplyReason && <Facts facts={[[INVITE_TEXTS.declineReasonShown, invite.bookingReplyReason]]} />}
          </>
        ) : (
          <>
            {invite.bookingMailedAt && <p className="mt-3 font-semibold text-slate-900">{INVITE_TEXTS.bookingIntro(formatLongDateTime(bookingReplyDueAt(invite.bookingMailedAt)))}</p>}
            <ConfirmBookingForm token={token} revision={invite.revision} />
            <h3 className="mt-8 text-lg font-semibold text-pine-900">{INVITE_TEXTS.bookingDeclineTitle}</h3>
            <DeclineBookingForm token={token} revision={invite.revision} />
          </>
        )}
      </section>
    </>
  );
}

export interface InvitePageProps {
  page: InviteData;
  /** The private link's token: the forms post it back. */
  token: string;
  /** What the page says after a post (?hinweis=…). */
  notice?: InviteNotice;
  /** Today in Berlin: an option runs to today at the earliest. */
  today: Day;
}

/** The answer part of the page, by the invitation's state. */
function AnswerPart({ page, token, today }: { page: InviteData; token: string; today: Day }) {
  const { block } = page;
  if (!block) return <OpenAnswer page={page} token={token} today={today} />;
  if (block === 'declined') return <DeclinedAnswer page={page} />;
  // A venue put into the offer by hand was never asked: there is no answer to show.
  if (block === 'booked' && !page.invite.answeredAt) return null;
  return <ClosedAnswer page={page} sentence={block === 'booked' ? undefined : INVITE_TEXTS[block]} />;
}

/**
 * A venue's private page of one availability request: the party's facts and who asked, then, by the invitation's
 * state, the answer form with the decline, the answer read only with the reason it is closed, the decline confirmed
 * (no question any more), or the booking with the company's contact and the reply to it. The company is named only
 * once it chose this venue.
 */
export function InvitePage({ page, token, notice, today }: InvitePageProps) {
  const { venue, block, invite } = page;
  const booked = block === 'booked';
  const declined = block === 'declined';
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <header>
        <p className="text-sm font-semibold tracking-wide break-words text-berry-700 uppercase">
          {venue.name} · {venue.cityName}
        </p>
        <h1 className="mt-1 text-3xl font-bold text-pine-900 md:text-4xl">{booked ? INVITE_TEXTS.bookingHeading : declined ? INVITE_TEXTS.declinedHeading : INVITE_TEXTS.heading}</h1>
        {!block && <p className="mt-3 text-lg text-slate-700">{INVITE_TEXTS.intro(venue.name, venue.cityName)}</p>}
        {declined ? (
          // The confirmation is the notice after the decline's post, too.
          <p role={notice ? 'status' : undefined} className="mt-6 rounded-lg bg-pine-50 p-4 font-medium text-pine-900 ring-1 ring-pine-200">
            {INVITE_TEXTS.declinedText(formatLongDate(invite.answeredAt ?? invite.createdAt))}
          </p>
        ) : (
          <>
            {!booked && <p className="mt-3 text-slate-600">{INVITE_TEXTS.privacy}</p>}
            {notice && (
              <p role="status" className="mt-6 rounded-lg bg-pine-50 p-4 font-medium text-pine-900 ring-1 ring-pine-200">
                {NOTICE_TEXTS[notice]}
              </p>
            )}
          </>
        )}
      </header>
      {booked && <Booking page={page} token={token} today={today} />}
      <AskFacts ask={page.ask} />
      <AskedBy planner={page.planner} />
      <AnswerPart page={page} token={token} today={today} />
    </div>
  );
}
