import { buttonClasses } from '@/components/ui/button';
import { CircleCheck } from '@/components/ui/icons';
import { CALL_ANCHOR, type CallChange, type CallPageOrigin, CHANGE_PARAM } from '../form-state';
import type { CallPage } from '../public-service';
import { CALL_TEXTS } from '../texts';
import { CancelForm } from './cancel-form';
import { SlotForm } from './slot-form';
import { telHref } from '@/lib/text';

export interface CallSectionProps {
  page: CallPage;
  token: string;
  origin: CallPageOrigin;
  /** The page's own address without the change parameter (the links to move, cancel or keep add to it). */
  href: string;
  change?: CallChange;
  today: string;
  /** The heading's level: 2 under the thank-you page's h1, 1 on the call page. */
  headingLevel?: 1 | 2;
}

const withChange = (href: string, change: CallChange) => `${href}${href.includes('?') ? '&' : '?'}${CHANGE_PARAM}=${change}#${CALL_ANCHOR}`;

/** The request's call: booked (with move and cancel), or the free slots to book one. */
export function CallSection({ page, token, origin, href, change, today, headingLevel = 2 }: CallSectionProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { booked } = page;
  const keepHref = `${href}#${CALL_ANCHOR}`;
  return (
    <section id={CALL_ANCHOR} aria-labelledby={`${CALL_ANCHOR}-titel`} className="scroll-mt-4 rounded-2xl border border-pine-100 bg-pine-50/60 p-5 md:p-8">
      <Heading id={`${CALL_ANCHOR}-titel`} className="text-2xl font-bold text-pine-900 md:text-3xl">
        {booked ? CALL_TEXTS.booked : CALL_TEXTS.heading}
      </Heading>
      {booked ? (
        <>
          <div role="status" className="mt-4 flex gap-3">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-pine-600" />
            <div className="space-y-1 text-lg text-slate-800">
              <p className="font-semibold">{CALL_TEXTS.bookedLine(booked.label)}</p>
              <p>{CALL_TEXTS.callsYou(booked.plannerName, page.request.phone)}</p>
              {booked.plannerPhone && (
                <p className="text-base">
                  {CALL_TEXTS.reachDirectly(booked.plannerName, booked.plannerJobTitle)}{' '}
                  <a href={telHref(booked.plannerPhone)} className="font-medium whitespace-nowrap text-pine-700 underline">
                    {booked.plannerPhone}
                  </a>
                  .
                </p>
              )}
              <p className="text-base text-slate-600">{CALL_TEXTS.mailSent}</p>
            </div>
          </div>
          {booked.wishes.length > 0 && (
            <ul className="mt-4 list-inside list-disc text-slate-700">
              {booked.wishes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          {change === 'absagen' ? (
            <CancelForm token={token} origin={origin} keepHref={keepHref} />
          ) : change === 'verschieben' ? (
            <>
              {page.days.length ? <SlotForm token={token} origin={origin} days={page.days} mode="move" today={today} /> : <p className="mt-4 font-medium text-slate-800">{CALL_TEXTS.noSlots}</p>}
              <a href={keepHref} className={`${buttonClasses('ghost')} mt-3`}>
                {CALL_TEXTS.keepTime}
              </a>
            </>
          ) : (
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={withChange(href, 'verschieben')} className={buttonClasses('outline')}>
                {CALL_TEXTS.move}
              </a>
              <a href={withChange(href, 'absagen')} className={buttonClasses('ghost')}>
                {CALL_TEXTS.cancel}
              </a>
            </div>
          )}
        </>
      ) : (
        <>
          {page.cancelled && (
            <p role="status" className="mt-4 rounded-lg bg-white p-4 font-medium text-slate-800">
              {CALL_TEXTS.cancelled} {CALL_TEXTS.cancelledLine}
            </p>
          )}
          <p className="mt-3 text-slate-700">{CALL_TEXTS.intro}</p>
          {page.days.length ? <SlotForm token={token} origin={origin} days={page.days} mode="book" today={today} /> : <p className="mt-4 font-medium text-slate-800">{CALL_TEXTS.noSlots}</p>}
        </>
      )}
    </section>
  );
}
