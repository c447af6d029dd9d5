import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import type { OfferSnapshot } from '@/db/schema';
import { plannerName } from '@/features/auth/planner';
import { formatEuro } from '@/lib/money';
import { berlinToday } from '@/lib/time';
import { ACCEPTED_ANCHOR, CHOICE_ANCHOR, CHOICE_PARAM } from '../anchors';
import { type AcceptedChoice, acceptanceText, acceptedFacts, formatDay, personsText } from '../format';
import { offerPagePath, offerPdfPath } from '../paths';
import { priceOffer } from '../prices';
import { ACCEPTED_TEXTS, OFFER_VIEW_TEXTS, PUBLIC_TEXTS } from '../texts';
import { optionFacts } from './offer-facts';
import { PlannerCard } from './planner-card';
import { PriceLines } from './price-lines';

/** What the company accepted, as the page receives it. */
export type OfferViewAcceptance = AcceptedChoice;

/** What the company accepted, at the top of its page: the option, date, group, total with who bills what, the terms as of today, billing address and order number. */
function AcceptedOffer({ snapshot, acceptance }: { snapshot: OfferSnapshot; acceptance: OfferViewAcceptance }) {
  const option = snapshot.options[acceptance.optionIndex];
  return (
    <section id={ACCEPTED_ANCHOR} aria-labelledby={`${ACCEPTED_ANCHOR}-titel`} className="mt-6 scroll-mt-4 rounded-xl bg-pine-800 p-5 text-white md:p-6">
      <h2 id={`${ACCEPTED_ANCHOR}-titel`} className="text-2xl font-bold">
        {ACCEPTED_TEXTS.title}
      </h2>
      <p role="status" className="mt-1 text-lg font-semibold">
        {acceptanceText(acceptance.acceptedAt, option.venue.name, option.dates[acceptance.dateIndex])}
      </p>
      <dl className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2">
        {acceptedFacts(snapshot, acceptance, berlinToday()).map((fact) => (
          <div key={fact.label}>
            <dt className="text-sm text-pine-100">{fact.label}</dt>
            <dd className="font-medium">
              {fact.lines.map((line, i) => (
                <span key={i} className="block">
                  {line}
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-pine-100">{ACCEPTED_TEXTS.below(personsText(snapshot.request.participantCount))}</p>
    </section>
  );
}

export interface OfferViewProps {
  snapshot: OfferSnapshot;
  version: number;
  acceptance?: OfferViewAcceptance;
  /** The private link's token: the company's links (choice, PDF) need it; the preview has none. */
  token?: string;
  /** 'preview': the planner's look at exactly this page, without forms and without links that act. */
  mode: 'company' | 'preview';
  /** The company's forms (choice, question), shown after the comparison. */
  children?: ReactNode;
}

/** The button that chooses an option (in the table and on its card), naming the venue for screen readers. */
function ChooseButton({ href, venueName, className }: { href: string | undefined; venueName: string; className: string }) {
  return (
    <a href={href} className={buttonClasses('primary', 'md', className)}>
      <span>
        {PUBLIC_TEXTS.choose}
        <span className="sr-only">: {venueName}</span>
      </span>
    </a>
  );
}

/** The company's offer: who it is for, the options side by side (a table from 1024 px, cards below), prices and terms. */
export function OfferView({ snapshot, version, acceptance, token, mode, children }: OfferViewProps) {
  const priced = priceOffer(snapshot);
  const canChoose = mode === 'company' && token !== undefined && !acceptance;
  const chooseHref = (index: number) => (token ? `${offerPagePath(token)}?${CHOICE_PARAM}=${index + 1}#${CHOICE_ANCHOR}` : undefined);
  const { request, planner } = snapshot;
  // The name the company reads; none while the planner has none (or only an address): the words then speak for the team.
  const name = plannerName(planner);
  const fee = priced[0]?.fee;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <header>
        <p className="text-sm font-semibold tracking-wide text-berry-700 uppercase">{OFFER_VIEW_TEXTS.eyebrow(version)}</p>
        <h1 className="mt-1 text-3xl font-bold text-pine-900 md:text-4xl">{OFFER_VIEW_TEXTS.title(request.companyName)}</h1>
        {acceptance && <AcceptedOffer snapshot={snapshot} acceptance={acceptance} />}
        <dl className="mt-5 grid gap-x-8 gap-y-2 text-slate-700 sm:grid-cols-2 lg:grid-cols-3">
          <div>
            <dt className="text-sm text-slate-600">{OFFER_VIEW_TEXTS.city}</dt>
            <dd className="font-medium text-slate-900">{request.cityName}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{acceptance ? OFFER_VIEW_TEXTS.participantsOffered : OFFER_VIEW_TEXTS.participants}</dt>
            <dd className="font-medium text-slate-900">{OFFER_VIEW_TEXTS.persons(request.participantCount)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{OFFER_VIEW_TEXTS.validity}</dt>
            <dd className="font-medium text-slate-900">{OFFER_VIEW_TEXTS.validUntil(formatDay(snapshot.validUntil))}</dd>
          </div>
        </dl>
        {snapshot.coverNote && (
          <blockquote className="mt-6 max-w-3xl rounded-xl border-l-4 border-gold-400 bg-pine-50 p-4 whitespace-pre-line text-slate-800">
            {snapshot.coverNote}
            <span className="mt-2 block text-sm text-slate-600">{OFFER_VIEW_TEXTS.signedBy(name)}</span>
          </blockquote>
        )}
        <PlannerCard planner={planner} />
        {mode === 'company' && token && (
          <p className="mt-6">
            <a href={offerPdfPath(token)} className={buttonClasses('outline', 'md')}>
              {PUBLIC_TEXTS.pdf}
            </a>
          </p>
        )}
      </header>

      <section aria-labelledby="vergleich-titel" className="mt-10">
        <h2 id="vergleich-titel" className="text-2xl font-bold text-pine-900">
          {OFFER_VIEW_TEXTS.comparisonTitle}
        </h2>
        <p className="mt-2 text-slate-700">
          {OFFER_VIEW_TEXTS.pricesFor(request.participantCount)}
          {fee && (
            <>
              {' '}
              {OFFER_VIEW_TEXTS.fee(fee.text, formatEuro(fee.netCents))} {OFFER_VIEW_TEXTS.billedBy}
            </>
          )}
        </p>

        <div className="mt-6 hidden overflow-x-auto lg:block" role="region" aria-label={OFFER_VIEW_TEXTS.tableLabel} tabIndex={0}>
          <table className="w-full min-w-[56rem] table-fixed border-collapse text-left align-top text-slate-800">
            <caption className="sr-only">{OFFER_VIEW_TEXTS.tableCaption}</caption>
            <thead>
              <tr>
                <td className="w-52" />
                {snapshot.options.map((option, i) => (
                  <th key={i} scope="col" className="border-b-2 border-pine-700 p-3 align-bottom text-lg font-bold text-pine-900">
                    {OFFER_VIEW_TEXTS.option(i + 1)}
                    <span className="block text-base font-semibold">{option.venue.name}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {optionFacts(snapshot.options[0], priced[0]).map((fact, row) => (
                <tr key={fact.label} className="border-b border-slate-200 even:bg-slate-50">
                  <th scope="row" className="p-3 align-top text-sm font-semibold text-slate-700">
                    {fact.label}
                  </th>
                  {snapshot.options.map((option, i) => (
                    <td key={i} className="p-3 align-top">
                      {optionFacts(option, priced[i])[row].value}
                    </td>
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row" className="p-3 align-top text-sm font-semibold text-slate-700">
                  {OFFER_VIEW_TEXTS.priceLines}
                </th>
                {snapshot.options.map((option, i) => (
                  <td key={i} className="p-3 align-top">
                    <PriceLines priced={priced[i]} name={option.venue.name} />
                  </td>
                ))}
              </tr>
              {canChoose && (
                <tr>
                  <td />
                  {snapshot.options.map((option, i) => (
                    <td key={i} className="p-3">
                      <ChooseButton href={chooseHref(i)} venueName={option.venue.name} className="w-full" />
                    </td>
                  ))}
                </tr>
              )}
            </tbody>
          </table>
        </div>

        <div className="mt-6 grid gap-6 md:grid-cols-2 lg:hidden">
          {snapshot.options.map((option, i) => (
            <article key={i} aria-labelledby={`option-${i + 1}-titel`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h3 id={`option-${i + 1}-titel`} className="text-xl font-bold text-pine-900">
                {OFFER_VIEW_TEXTS.optionTitle(i + 1, option.venue.name)}
              </h3>
              <dl className="mt-4 space-y-3">
                {optionFacts(option, priced[i]).map((fact) => (
                  <div key={fact.label}>
                    <dt className="text-sm font-semibold text-slate-600">{fact.label}</dt>
                    <dd className="mt-0.5 text-slate-800">{fact.value}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-4">
                <PriceLines priced={priced[i]} name={option.venue.name} />
              </div>
              {canChoose && <ChooseButton href={chooseHref(i)} venueName={option.venue.name} className="mt-4 w-full" />}
            </article>
          ))}
        </div>
        {snapshot.options.some((option) => option.note) && (
          <div className="mt-8 space-y-2 text-slate-700">
            <h3 className="text-lg font-semibold text-pine-900">{OFFER_VIEW_TEXTS.notesTitle(name)}</h3>
            <ul className="space-y-1">
              {snapshot.options.map((option, i) =>
                option.note ? (
                  <li key={i} className="whitespace-pre-line">
                    <span className="font-medium">{OFFER_VIEW_TEXTS.noteOption(i + 1, option.venue.name)}</span> {option.note}
                  </li>
                ) : null,
              )}
            </ul>
          </div>
        )}
      </section>
      {children}
    </div>
  );
}
