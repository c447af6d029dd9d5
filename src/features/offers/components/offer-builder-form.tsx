'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type FormEvent, useMemo, useState } from 'react';
import { AdminSection } from '@/components/admin/admin-page';
import type { FormState } from '@/components/admin/form-state';
import { type AdminFormAction, useAdminForm } from '@/components/admin/use-admin-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input, Select, Textarea } from '@/components/ui/form-field';
import type { DraftOption, OfferDraft } from '@/db/schema';
import { PACKAGES, type PackageId, packageLabelIn, packageNameIn } from '@/features/packages/packages';
import { outgrownPackage } from '@/features/packages/rules';
import type { BuilderValues } from '../builder-form';
import { draftTotals, quantityHint } from '../draft-totals';
import { draftFromFields, feePackageOf, fromAnswerFields } from '../rules';
import { OfferBuilderTotals } from './offer-builder-totals';

export interface BuilderVenue {
  name: string;
  cityName: string;
  capacitySeated: number;
  capacityStanding: number;
  archived: boolean;
}

type Errors = Record<string, string>;

function DateSlots({ option, i, errors }: { option: DraftOption; i: number; errors: Errors }) {
  const t = useTranslations('offers.form');
  const at = `options.${i}.dates`;
  return (
    <fieldset aria-describedby={errors[at] ? `o${i}-dates-error` : undefined}>
      <legend className="font-medium text-slate-800">{t('dates')}</legend>
      {errors[at] && (
        <p id={`o${i}-dates-error`} className="text-sm font-medium text-berry-700">
          {errors[at]}
        </p>
      )}
      <div className="mt-1 space-y-2">
        {option.dates.map((date, j) => (
          <div key={j} className="grid gap-2 sm:grid-cols-3">
            <Input id={`o${i}-d${j}-date`} label={t('date', { n: j + 1 })} type="date" name={`${at}.${j}.date`} defaultValue={date.date} error={errors[`${at}.${j}.date`]} />
            <Input id={`o${i}-d${j}-start`} label={t('start', { n: j + 1 })} type="time" name={`${at}.${j}.start`} defaultValue={date.start} error={errors[`${at}.${j}.start`]} />
            <Input
              id={`o${i}-d${j}-end`}
              label={t('end', { n: j + 1 })}
              type="time"
              name={`${at}.${j}.end`}
              defaultValue={date.end}
              error={errors[`${at}.${j}.end`]}
              hint={j === 0 ? t('endHint') : undefined}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** `option` is the option as the form opened it (the inputs' defaults); `typed`, as it holds it now (the hints). */
function PriceLines({ option, typed, i, errors, participants }: { option: DraftOption; typed: DraftOption | undefined; i: number; errors: Errors; participants: number }) {
  const t = useTranslations('offers.form');
  const totalsWords = useTranslations('offers.totals');
  const at = `options.${i}.lines`;
  return (
    <fieldset aria-describedby={errors[at] ? `o${i}-lines-error` : `o${i}-lines-hint`}>
      <legend className="font-medium text-slate-800">{t('lines')}</legend>
      <p id={`o${i}-lines-hint`} className="text-sm text-slate-600">
        {t('linesHint')}
      </p>
      {errors[at] && (
        <p id={`o${i}-lines-error`} className="text-sm font-medium text-berry-700">
          {errors[at]}
        </p>
      )}
      <div className="mt-1 space-y-3">
        {option.lines.map((line, j) => {
          const field = (name: string) => ({ id: `o${i}-l${j}-${name}`, name: `${at}.${j}.${name}`, error: errors[`${at}.${j}.${name}`] });
          return (
            <div key={j} className="grid gap-2 sm:grid-cols-[3fr_1.3fr_0.8fr_1fr_0.9fr]">
              <Input {...field('text')} label={t('lineText', { n: j + 1 })} defaultValue={line.text} maxLength={200} />
              <Select {...field('basis')} label={t('basis')} defaultValue={line.basis}>
                <option value="flat">{t('flat')}</option>
                <option value="per_person">{t('perPerson')}</option>
              </Select>
              <Input {...field('quantity')} label={t('quantity')} inputMode="numeric" defaultValue={line.quantity} hint={quantityHint(typed?.lines[j] ?? line, participants, totalsWords)} />
              <Input {...field('unitNet')} label={t('unitNet')} inputMode="decimal" defaultValue={line.unitNet} />
              <Select {...field('vatRate')} label={t('vat')} defaultValue={line.vatRate}>
                <option value="19">19 %</option>
                <option value="7">7 %</option>
                <option value="0">0 %</option>
              </Select>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The offer as the planner builds it: one section per chosen venue, the offer-wide fields, and two buttons. It
 * posts to a server action, so it works without JavaScript; every error stands next to its field, and whatever
 * was typed comes back after a refused save. Each option shows its totals: with JavaScript from the fields as they
 * are typed, without from the values the server answered with (the saved draft after „Save draft“).
 */
export function OfferBuilderForm({
  action,
  requestId,
  initial,
  venues,
  requestPackage,
  participants,
  changeVenuesHref,
  locked,
  answerMoments,
}: {
  action: AdminFormAction<BuilderValues>;
  requestId: string;
  initial: BuilderValues;
  venues: Readonly<Record<string, BuilderVenue>>;
  requestPackage: PackageId | null;
  /** The request's group: what per-person lines are multiplied by. */
  participants: number;
  changeVenuesHref: string;
  /** Accepted by the company: nothing can be saved any more. */
  locked: boolean;
  /**
   * When each venue's answer the options were made from came in, by its invitation's id, written by the server: the
   * browser gets no date formatting of its own (lib/time in a client bundle weighs on every public page's scripts).
   */
  answerMoments: Readonly<Record<string, string>>;
}) {
  const t = useTranslations('offers.form');
  const builderWords = useTranslations('offers.builder');
  const words = useTranslations();
  const { state, errors, saving, formProps } = useAdminForm(action, initial);
  const { draft, revision } = state.values;
  // The fields as typed since the server's last answer (the form is uncontrolled); a new answer starts from its values.
  const [typed, setTyped] = useState<{ answer: FormState<BuilderValues>; draft: OfferDraft }>();
  const current = typed?.answer === state ? typed.draft : draft;
  const totals = useMemo(() => draftTotals(current, participants, requestPackage), [current, participants, requestPackage]);
  const onChange = (event: FormEvent<HTMLFormElement>) => setTyped({ answer: state, draft: draftFromFields(Object.fromEntries(new FormData(event.currentTarget))) });
  const fixedFee = requestPackage ? PACKAGES.find((pkg) => pkg.id === requestPackage) : undefined;
  const outgrownFee = outgrownPackage(PACKAGES, feePackageOf(current, requestPackage), participants);
  return (
    <form {...formProps} onChange={onChange} className="space-y-6">
      {state.message && (
        <p className="rounded-lg bg-white p-3 text-sm font-medium text-berry-700 ring-1 ring-berry-600" data-testid="builder-message">
          {state.message}
        </p>
      )}
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name="revision" value={revision} />
      {errors.options && <p className="text-sm font-medium text-berry-700">{errors.options}</p>}
      {draft.options.map((option, i) => {
        const venue = venues[option.venueId];
        const headingId = `option-${i}-title`;
        return (
          <section key={option.venueId || i} aria-labelledby={headingId} className="space-y-4 rounded-xl bg-white p-5 ring-1 ring-slate-200">
            <input type="hidden" name={`options.${i}.venueId`} value={option.venueId} />
            {Object.entries(fromAnswerFields(i, option.fromAnswer)).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            {option.fromAnswer && (
              <p className="rounded-lg bg-pine-50 p-3 text-sm font-medium text-pine-900 ring-1 ring-pine-200">
                {builderWords('fromAnswer', { at: answerMoments[option.fromAnswer.inviteId] ?? '' })}
              </p>
            )}
            <h2 id={headingId} className="text-lg font-semibold text-pine-900">
              {t('optionTitle', { n: i + 1, venueName: venue?.name ?? t('unknownVenue') })}
            </h2>
            {venue && (
              <p className="text-sm text-slate-700">
                {venue.cityName} · {t('capacity', { seated: venue.capacitySeated, standing: venue.capacityStanding })}
                {venue.archived && ` · ${t('archived')}`}
              </p>
            )}
            {errors[`options.${i}.venueId`] && <p className="text-sm font-medium text-berry-700">{errors[`options.${i}.venueId`]}</p>}
            <DateSlots option={option} i={i} errors={errors} />
            <PriceLines option={option} typed={current.options[i]} i={i} errors={errors} participants={participants} />
            {totals.options[i] && <OfferBuilderTotals i={i} totals={totals.options[i]} fee={totals.fee} participants={participants} />}
            <Textarea
              id={`o${i}-included`}
              label={t('included')}
              name={`options.${i}.included`}
              defaultValue={option.included}
              rows={3}
              maxLength={4000}
              error={errors[`options.${i}.included`]}
              hint={t('includedHint')}
            />
            <Input id={`o${i}-hold`} label={t('holdUntil')} type="date" name={`options.${i}.holdUntil`} defaultValue={option.holdUntil} error={errors[`options.${i}.holdUntil`]} />
            <Textarea id={`o${i}-note`} label={t('note')} name={`options.${i}.note`} defaultValue={option.note} rows={2} maxLength={4000} error={errors[`options.${i}.note`]} />
          </section>
        );
      })}
      <AdminSection titleId="offer-wide-title" title={t('wholeOffer')} className="space-y-4 rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <Input id="offer-valid-until" label={t('validUntil')} type="date" name="validUntil" defaultValue={draft.validUntil} error={errors.validUntil} />
        <Textarea id="offer-cover-note" label={t('coverNote')} name="coverNote" defaultValue={draft.coverNote} rows={3} maxLength={4000} error={errors.coverNote} />
        {fixedFee ? (
          <p className="text-sm text-slate-800">
            {t('fee')} <strong>{packageLabelIn(words, fixedFee)}</strong>
          </p>
        ) : (
          !requestPackage && (
            <Select id="offer-fee-package" label={t('feePackage')} name="feePackage" defaultValue={draft.feePackage ?? ''} error={errors.feePackage} hint={t('feePackageHint')}>
              <option value="">{t('choosePackage')}</option>
              {PACKAGES.map((pkg) => (
                <option key={pkg.id} value={pkg.id}>
                  {packageLabelIn(words, pkg)}
                </option>
              ))}
            </Select>
          )
        )}
        {outgrownFee && (
          <p role="note" className="rounded-lg bg-gold-100 p-3 text-sm font-medium text-slate-900">
            {t('feeTooSmall', { package: packageNameIn(words, outgrownFee.chosen.id) ?? outgrownFee.chosen.name, limit: outgrownFee.limit, count: participants })}
          </p>
        )}
        {(requestPackage === 'enterprise' || !requestPackage) && (
          <Input
            id="offer-enterprise-fee"
            label={t('enterpriseFee')}
            name="enterpriseFee"
            inputMode="decimal"
            defaultValue={draft.enterpriseFee}
            error={errors.enterpriseFee}
            hint={requestPackage ? t('enterpriseFeeHint') : t('enterpriseOnlyHint')}
          />
        )}
      </AdminSection>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="save" variant="outline" disabled={saving || locked}>
          {t('saveDraft')}
        </Button>
        <Button type="submit" name="intent" value="publish" variant="secondary" disabled={saving || locked}>
          {t('publish')}
        </Button>
        <Link href={changeVenuesHref} className={buttonClasses('ghost')}>
          {t('changeVenues')}
        </Link>
      </div>
    </form>
  );
}
