'use client';

import { useTranslations } from 'next-intl';
import { type AdminFormAction, useAdminForm } from '@/components/admin/use-admin-form';
import { Button } from '@/components/ui/button';
import { Input, NoScriptAlert, NoScriptStatus, Textarea } from '@/components/ui/form-field';
import type { AskChoice } from '../admin-queries';
import { askVenueField, NOTE_MAX, type Values } from '../form-state';
import { MAX_ASK_DATES } from '../rules';
import { AnswerFiguresText } from './answer-figures';

function VenueRow({ venue, checked }: { venue: AskChoice; checked: boolean }) {
  const t = useTranslations('availability.ask');
  const blocked = venue.alreadyAsked ? t('alreadyAsked') : !venue.hasContact ? t('noContact') : undefined;
  const whyId = `ask-venue-${venue.id}-why`;
  return (
    <li>
      <label className={`flex flex-wrap items-center gap-x-3 gap-y-1 py-2 ${blocked ? 'text-slate-500' : ''}`}>
        <input type="checkbox" name={askVenueField(venue.id)} defaultChecked={checked && !blocked} disabled={blocked !== undefined} aria-describedby={blocked ? whyId : undefined} className="size-5" />
        <span className={`font-medium ${blocked ? '' : 'text-slate-900'}`}>{venue.name}</span>
        <span className="text-sm">
          {venue.cityName} · {t('capacity', { seated: venue.capacitySeated, standing: venue.capacityStanding })}
        </span>
        {venue.wished && <span className="rounded bg-gold-100 px-2 py-0.5 text-xs font-semibold text-pine-900">{t('wished')}</span>}
        {venue.suggested && <span className="rounded bg-pine-100 px-2 py-0.5 text-xs font-semibold text-pine-900">{t('suggested')}</span>}
        <span className="text-sm text-slate-600">
          <AnswerFiguresText figures={venue.figures} />
        </span>
        {blocked && (
          <span id={whyId} className="text-sm font-medium text-slate-700">
            ({blocked})
          </span>
        )}
      </label>
    </li>
  );
}

/**
 * The planner's ask to several venues at once: the venues ticked (the company's wish first and ticked, then the
 * suggestions; the ones that cannot be asked greyed out with the reason), one to three dates, the group, the budget, the company's wishes and a note. It posts
 * to a server action, so it works without JavaScript; every error stands next to its field. The company's own note
 * stands beside it to copy from, never in it; an ask that names the company is sent on a second click after the warning.
 */
export function AdminAskForm({ action, requestId, initial, venues, companyNote }: { action: AdminFormAction<Values>; requestId: string; initial: Values; venues: readonly AskChoice[]; companyNote?: string }) {
  const t = useTranslations('availability.ask');
  const { state, errors, saving, formProps } = useAdminForm(action, initial);
  const values = state.values;
  const value = (name: string) => values[name] ?? '';
  return (
    <form {...formProps} aria-labelledby="ask-title" className="space-y-5 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <NoScriptAlert message={state.message} />
      <NoScriptStatus message={state.saved} />
      <input type="hidden" name="requestId" value={requestId} />
      <p className="rounded-lg bg-pine-50 p-3 text-sm text-pine-900 ring-1 ring-pine-200">{t('privacy')}</p>
      <fieldset aria-describedby={errors.venues ? 'ask-venues-error' : 'ask-venues-hint'}>
        <legend className="font-semibold text-pine-900">{t('venuesLegend')}</legend>
        <p id="ask-venues-hint" className="text-sm text-slate-600">
          {t('venuesHint')}
        </p>
        {errors.venues && (
          <p id="ask-venues-error" className="mt-1 text-sm font-medium text-berry-700">
            {errors.venues}
          </p>
        )}
        {venues.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">{t('noVenues')}</p>
        ) : (
          <ul className="mt-2 max-h-96 divide-y divide-slate-200 overflow-y-auto rounded-lg px-3 ring-1 ring-slate-200">
            {venues.map((venue) => (
              <VenueRow key={venue.id} venue={venue} checked={values[askVenueField(venue.id)] === 'on'} />
            ))}
          </ul>
        )}
      </fieldset>
      <fieldset>
        <legend className="font-semibold text-pine-900">{t('datesLegend')}</legend>
        <div className="mt-1 space-y-2">
          {Array.from({ length: MAX_ASK_DATES }, (_, i) => {
            const field = (part: 'date' | 'start' | 'end') => ({ id: `ask-d${i}-${part}`, name: `dates.${i}.${part}`, defaultValue: value(`dates.${i}.${part}`), error: errors[`dates.${i}.${part}`] });
            return (
              <div key={i} className="grid gap-2 sm:grid-cols-3">
                <Input {...field('date')} label={t('date', { n: i + 1 })} type="date" />
                <Input {...field('start')} label={t('start', { n: i + 1 })} type="time" />
                <Input {...field('end')} label={t('end', { n: i + 1 })} type="time" hint={i === 0 ? t('endHint') : undefined} />
              </div>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input id="ask-participants" name="participantCount" label={t('participantCount')} inputMode="numeric" defaultValue={value('participantCount')} error={errors.participantCount} />
        <Input id="ask-budget" name="budget" label={t('budgetLabel')} inputMode="decimal" defaultValue={value('budget')} error={errors.budget} hint={t('budgetHint')} />
      </div>
      {companyNote && (
        <figure className="rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
          <figcaption className="font-semibold text-slate-900">{t('companyNoteTitle')}</figcaption>
          <blockquote className="mt-1 whitespace-pre-wrap text-slate-800">{companyNote}</blockquote>
          <p className="mt-1 text-slate-600">{t('companyNoteHint')}</p>
        </figure>
      )}
      <Textarea id="ask-wishes" name="wishes" label={t('wishes')} rows={3} maxLength={NOTE_MAX} defaultValue={value('wishes')} error={errors.wishes} />
      <Textarea id="ask-note" name="plannerNote" label={t('plannerNote')} rows={2} maxLength={NOTE_MAX} defaultValue={value('plannerNote')} error={errors.plannerNote} />
      {errors.identity && (
        <p id="ask-identity-warning" role="alert" className="rounded-lg bg-gold-100 p-3 text-sm font-medium text-slate-900">
          <input type="hidden" name="identityConfirmed" value={errors.identity} />
          {errors.identity}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={saving} aria-describedby={errors.identity ? 'ask-identity-warning' : undefined}>
        {saving ? t('saving') : errors.identity ? t('submitAnyway') : t('submit')}
      </Button>
    </form>
  );
}
