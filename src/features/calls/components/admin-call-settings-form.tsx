'use client';

import { useTranslations } from 'next-intl';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { Button } from '@/components/ui/button';
import { Input, NoScriptAlert, NoScriptStatus, Select } from '@/components/ui/form-field';
import { updateCallSettingsFromForm } from '../admin-form-actions';
import { type CallSettingsFormValues, callSettingsSchema } from '../admin-form-schema';

/** The settings for everyone: call length, buffer after a call, minimum notice and how far ahead one can book. */
export function AdminCallSettingsForm({ initial }: { initial: CallSettingsFormValues }) {
  const t = useTranslations('calls.settings');
  const { state, errors, saving, formProps } = useAdminForm(updateCallSettingsFromForm, initial, { schema: callSettingsSchema, invalidMessage: () => t('invalid') });
  const { values } = state;
  return (
    <form {...formProps} aria-labelledby="call-settings-title" className="space-y-4 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="call-settings-title" className="text-lg font-semibold text-pine-900">
        {t('heading')}
      </h2>
      <NoScriptAlert message={state.message} />
      <NoScriptStatus message={state.saved} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Input id="call-minutes" label={t('callMinutes')} error={errors.callMinutes} name="callMinutes" inputMode="numeric" defaultValue={values.callMinutes} />
        <Input id="buffer-minutes" label={t('bufferMinutes')} error={errors.bufferMinutes} name="bufferMinutes" inputMode="numeric" defaultValue={values.bufferMinutes} />
        <div className="grid grid-cols-[1fr_7rem] items-start gap-2">
          <Input id="minimum-notice" label={t('minimumNotice')} error={errors.minimumNotice} name="minimumNotice" inputMode="numeric" defaultValue={values.minimumNotice} />
          <Select id="minimum-notice-unit" label={t('unit')} error={errors.minimumNoticeUnit} name="minimumNoticeUnit" defaultValue={values.minimumNoticeUnit}>
            <option value="hours">{t('hours')}</option>
            <option value="minutes">{t('minutes')}</option>
          </Select>
        </div>
        <Input id="horizon-days" label={t('horizonDays')} hint={t('horizonHint')} error={errors.horizonDays} name="horizonDays" inputMode="numeric" defaultValue={values.horizonDays} />
      </div>
      <Button type="submit" variant="secondary" disabled={saving}>
        {saving ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
