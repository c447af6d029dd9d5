'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { type AdminFormAction, useAdminForm } from '@/components/admin/use-admin-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input, NoScriptAlert, Select, Textarea } from '@/components/ui/form-field';
import { ADMIN_ADS_PATH } from '../paths';
import { type AdFormValues, venueAdSchema } from '../form-schema';

const switchClass =
  "relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform before:content-[''] checked:bg-pine-700 checked:before:translate-x-5";

/**
 * Create or edit a venue ad. Posts to a server action, so it also works without JavaScript; with JavaScript the
 * shared schema checks the fields first, and a failed save keeps every input and says why in a toast.
 */
export function AdminAdForm({ mode, action, initial, adId, cities }: { mode: 'create' | 'edit'; action: AdminFormAction<AdFormValues>; initial: AdFormValues; adId?: string; cities: readonly { id: string; label: string }[] }) {
  const schema = useMemo(() => {
    const known = new Set(cities.map((city) => city.id));
    return venueAdSchema((id) => known.has(id));
  }, [cities]);
  const t = useTranslations('venueAds.form');
  const { state, errors, saving, formProps } = useAdminForm(action, initial, { schema });

  const { values } = state;
  return (
    <form {...formProps} className="space-y-5 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <NoScriptAlert message={state.message} />
      {adId && <input type="hidden" name="id" value={adId} />}
      <Input id="ad-venue-name" label={t('venueName')} error={errors.venueName} name="venueName" defaultValue={values.venueName} maxLength={200} required />
      <Select id="ad-city" label={t('city')} error={errors.cityId} name="cityId" defaultValue={values.cityId} required>
        <option value="">{t('selectCity')}</option>
        {cities.map((city) => (
          <option key={city.id} value={city.id}>
            {city.label}
          </option>
        ))}
      </Select>
      <Textarea id="ad-description" label={t('description')} error={errors.description} name="description" defaultValue={values.description} rows={4} maxLength={2000} required />
      <Input id="ad-image-url" label={t('imageUrl')} error={errors.imageUrl} name="imageUrl" type="url" inputMode="url" defaultValue={values.imageUrl} placeholder="https://" />
      <Input id="ad-website-url" label={t('websiteUrl')} error={errors.websiteUrl} name="websiteUrl" type="url" inputMode="url" defaultValue={values.websiteUrl} placeholder="https://" />
      <Input
        id="ad-expires-at"
        label={t('expiresAt')}
        error={errors.expiresAt}
        hint={t('expiresAtHint')}
        name="expiresAt"
        type="date"
        defaultValue={values.expiresAt}
      />
      <fieldset className="flex flex-wrap gap-x-8 gap-y-3">
        <legend className="sr-only">{t('visibility')}</legend>
        {(
          [
            ['active', t('active')],
            ['featured', t('featured')],
            ['liveSystem', t('liveSystem')],
          ] as const
        ).map(([name, label]) => (
          <label key={name} className="flex items-center gap-3 font-medium text-slate-800">
            <input type="checkbox" role="switch" name={name} defaultChecked={values[name]} className={switchClass} />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="secondary" disabled={saving}>
          {saving ? t('saving') : mode === 'create' ? t('create') : t('update')}
        </Button>
        <Link href={ADMIN_ADS_PATH} className={buttonClasses('ghost')}>
          {t('cancel')}
        </Link>
      </div>
    </form>
  );
}
