'use client';

import { useTranslations } from 'next-intl';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { Button } from '@/components/ui/button';
import { NoScriptAlert, Textarea } from '@/components/ui/form-field';
import { recordCallOutcomeFromForm } from '../admin-form-actions';
import { OUTCOMES, type OutcomeFormValues, outcomeSchema } from '../admin-form-schema';
import { CALL_STATUS_KEYS } from '../texts';

const EMPTY: OutcomeFormValues = { outcome: '', note: '' };

/** After the call: what became of it (held, not reached, moved) and a note; a plain form, so it posts without JavaScript. */
export function AdminOutcomeForm({ callId, company }: { callId: string; company: string }) {
  const t = useTranslations('calls.outcome');
  const name = useTranslations();
  const { state, errors, saving, formProps } = useAdminForm(recordCallOutcomeFromForm, EMPTY, { schema: outcomeSchema, invalidMessage: () => t('invalid') });
  const { values } = state;
  const id = (field: string) => `${field}-${callId}`;
  return (
    <form {...formProps} aria-label={t('formLabel', { company })} className="space-y-3 border-t border-slate-200 pt-3">
      <NoScriptAlert message={state.message} />
      <input type="hidden" name="callId" value={callId} />
      <fieldset aria-describedby={errors.outcome ? id('outcome-error') : undefined}>
        <legend className="font-medium text-slate-800">{t('legend')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
          {OUTCOMES.map((outcome) => (
            <label key={outcome} className="flex items-center gap-2 text-slate-800">
              <input type="radio" name="outcome" value={outcome} defaultChecked={values.outcome === outcome} className="size-4" />
              {name(CALL_STATUS_KEYS[outcome])}
            </label>
          ))}
        </div>
        {errors.outcome && (
          <p id={id('outcome-error')} className="mt-1 text-sm font-medium text-berry-700">
            {errors.outcome}
          </p>
        )}
      </fieldset>
      <Textarea id={id('note')} label={t('notes')} error={errors.note} name="note" defaultValue={values.note} rows={2} maxLength={2000} />
      {errors.callId && <p className="text-sm font-medium text-berry-700">{errors.callId}</p>}
      <Button type="submit" variant="secondary" size="sm" disabled={saving}>
        {saving ? t('saving') : t('submit')}
      </Button>
    </form>
  );
}
