'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { NoScriptAlert, NoScriptStatus, Textarea } from '@/components/ui/form-field';
import { type AdminFormAction, useAdminForm } from './use-admin-form';

/** Turns something down with a reason the other side reads in a mail (a booking, an operator's ad change). */
export function ReasonForm({ action, fields, id, name, label }: { action: AdminFormAction<Record<string, string>>; fields: Record<string, string>; id: string; name: string; label: string }) {
  const { state, errors, saving, formProps } = useAdminForm(action, { reason: '' });
  const t = useTranslations('admin.reasonForm');
  return (
    <form {...formProps} aria-label={t('label', { name })} className="space-y-2">
      <NoScriptAlert message={state.message} />
      <NoScriptStatus message={state.saved} />
      {Object.entries(fields).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <Textarea id={`reject-${id}`} name="reason" label={label} rows={2} maxLength={1000} defaultValue={state.values.reason} error={errors.reason} />
      <Button type="submit" size="sm" variant="outline" disabled={saving}>
        {t('reject')}
      </Button>
    </form>
  );
}
