'use client';

import { useTranslations } from 'next-intl';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { Button } from '@/components/ui/button';
import { Input, NoScriptAlert, NoScriptStatus, Textarea } from '@/components/ui/form-field';
import { updatePlannerFromForm } from '../admin-form-actions';
import { hoursField, type PlannerFormValues, plannerSchema } from '../admin-form-schema';
import { WEEKDAYS } from '../hours';

/**
 * One admin's part: whether they take calls, their weekly hours (a line of ranges per weekday, empty for none)
 * and the dates that differ. All Berlin time. The browser checks the switch and the admin; the lines are read by
 * the server, whose errors name what was typed.
 */
export function AdminPlannerForm({ planner, initial }: { planner: { id: string; name: string; email: string }; initial: PlannerFormValues }) {
  const t = useTranslations('calls.planner');
  const name = useTranslations();
  const { state, errors, saving, formProps } = useAdminForm(updatePlannerFromForm, initial, { schema: plannerSchema, invalidMessage: () => t('invalid') });
  const { values } = state;
  const id = (field: string) => `planner-${planner.id}-${field}`;
  const title = planner.name || planner.email;
  return (
    <form {...formProps} aria-labelledby={id('title')} className="space-y-4 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <h3 id={id('title')} className="text-lg font-semibold text-pine-900">
        {title} <span className="text-sm font-normal text-slate-600">{planner.email}</span>
      </h3>
      <NoScriptAlert message={state.message} />
      <NoScriptStatus message={state.saved} />
      <input type="hidden" name="userId" value={planner.id} />
      <label className="flex items-center gap-2 font-medium text-slate-800">
        <input type="checkbox" name="takesCalls" defaultChecked={values.takesCalls} className="size-4" />
        {t('takesCalls')}
      </label>
      <fieldset className="space-y-3">
        <legend className="font-medium text-slate-800">{t('weeklyHours')}</legend>
        <p className="text-sm text-slate-600">{t('weeklyHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {WEEKDAYS.map(({ weekday, name: day }) => (
            <Input
              key={weekday}
              id={id(`hours-${weekday}`)}
              label={name(day)}
              error={errors[hoursField(weekday)]}
              name={hoursField(weekday)}
              defaultValue={values.hours[weekday] ?? ''}
              placeholder={t('noCalls')}
            />
          ))}
        </div>
      </fieldset>
      <Textarea
        id={id('exceptions')}
        label={t('exceptions')}
        hint={t('exceptionsHint')}
        error={errors.exceptions}
        name="exceptions"
        defaultValue={values.exceptions}
        rows={4}
        className="font-mono"
      />
      {errors.userId && <p className="text-sm font-medium text-berry-700">{errors.userId}</p>}
      <Button type="submit" variant="secondary" disabled={saving}>
        {saving ? t('saving') : t('save', { name: title })}
      </Button>
    </form>
  );
}
