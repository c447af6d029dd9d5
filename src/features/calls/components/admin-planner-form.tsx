'use client';

import { useAdminForm } from '@/components/admin/use-admin-form';
import { Button } from '@/components/ui/button';
import { Input, NoScriptAlert, NoScriptStatus, Textarea } from '@/components/ui/form-field';
import { updatePlannerFromForm } from '../admin-form-actions';
import { hoursField, type PlannerFormValues, plannerSchema } from '../admin-form-schema';
import { CALLS_ADMIN_TEXTS } from '../texts';
import { WEEKDAYS } from '../hours';

/**
 * One admin's part: whether they take calls, their weekly hours (a line of ranges per weekday, empty for none)
 * and the dates that differ. All Berlin time.
 */
export function AdminPlannerForm({ planner, initial }: { planner: { id: string; name: string; email: string }; initial: PlannerFormValues }) {
  const { state, errors, saving, formProps } = useAdminForm(updatePlannerFromForm, initial, { schema: plannerSchema, invalidMessage: () => CALLS_ADMIN_TEXTS.invalid });
  const { values } = state;
  const id = (name: string) => `planner-${planner.id}-${name}`;
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
        Takes calls
      </label>
      <fieldset className="space-y-3">
        <legend className="font-medium text-slate-800">Weekly hours (Berlin time)</legend>
        <p className="text-sm text-slate-600">One or more ranges per day, e.g. “09:00–12:00, 13:00–17:00”; empty for no calls that day.</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {WEEKDAYS.map(({ weekday, name }) => (
            <Input key={weekday} id={id(`hours-${weekday}`)} label={name} error={errors[hoursField(weekday)]} name={hoursField(weekday)} defaultValue={values.hours[weekday] ?? ''} placeholder="no calls" />
          ))}
        </div>
      </fieldset>
      <Textarea
        id={id('exceptions')}
        label="Dates that differ"
        hint="One date a line: “2026-12-24 frei” for a day off, “2026-12-23 10:00–14:00” for other hours that day."
        error={errors.exceptions}
        name="exceptions"
        defaultValue={values.exceptions}
        rows={4}
        className="font-mono"
      />
      {errors.userId && <p className="text-sm font-medium text-berry-700">{errors.userId}</p>}
      <Button type="submit" variant="secondary" disabled={saving}>
        {saving ? 'Saving...' : `Save hours of ${title}`}
      </Button>
    </form>
  );
}
