'use client';

import { useTranslations } from 'next-intl';
import { type AdminFormAction, useAdminForm } from '@/components/admin/use-admin-form';
import { Button } from '@/components/ui/button';
import { NoScriptAlert, Select, Textarea } from '@/components/ui/form-field';

/** The status form's fields. */
export interface StatusFormValues {
  status: string;
  note: string;
}

/**
 * Status choice with an optional note; labels come from the server so no table code reaches the browser. The action
 * is the page's to give: the status change is the offers' use case (a booked request sends its offer's confirmation).
 */
export function StatusForm({ requestId, current, options, action }: { requestId: string; current: string; options: readonly { value: string; label: string }[]; action: AdminFormAction<StatusFormValues> }) {
  const t = useTranslations('requests.statusForm');
  const { state, errors, saving, formProps } = useAdminForm(action, { status: current, note: '' });
  return (
    <form {...formProps} className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <NoScriptAlert message={state.message} />
      <input type="hidden" name="requestId" value={requestId} />
      <Select id="status-form-status" label={t('status')} error={errors.status} name="status" defaultValue={state.values.status}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <Textarea id="status-form-note" label={t('note')} error={errors.note} name="note" defaultValue={state.values.note} rows={3} maxLength={2000} />
      <Button type="submit" size="sm" variant="secondary" disabled={saving}>
        {t('save')}
      </Button>
      {state.saved && (
        <noscript>
          <p role="status" className="text-sm font-medium text-pine-800">
            {state.saved}
          </p>
        </noscript>
      )}
    </form>
  );
}
