'use client';

import { useTranslations } from 'next-intl';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { Button } from '@/components/ui/button';
import { Input, invalid, Labelled, NoScriptAlert, NoScriptStatus } from '@/components/ui/form-field';
import { updateProfileFromForm } from '../admin-form-actions';
import { profileAnchor } from '../anchors';
import { type ProfileFormValues, profileSchema } from '../admin-form-schema';
import { IMAGE_KINDS } from '@/lib/upload-limits';
import { MAX_NAME_LENGTH } from '../texts';

/**
 * An admin's name, direct phone, job title and portrait, as companies see them: one form for the Users tab (any
 * admin) and the Account page (oneself, `own`). Posts without JavaScript too (multipart, for the photo).
 */
export function ProfileForm({
  account,
  initial,
  photoUrl,
  title,
  own = false,
  headingLevel: Heading = 'h2',
}: {
  account: { id: string; email: string };
  initial: ProfileFormValues;
  /** Where the current portrait is served; none without one. */
  photoUrl?: string;
  title: string;
  own?: boolean;
  /** h3 where the forms stand under a heading of their own (the Users tab). */
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useTranslations('auth.profile');
  const { state, errors, saving, formProps } = useAdminForm(updateProfileFromForm, initial, { schema: profileSchema, invalidMessage: () => t('invalid') });
  const { values } = state;
  const id = (name: string) => `${profileAnchor(account.id)}-${name}`;
  return (
    <form {...formProps} id={profileAnchor(account.id)} aria-labelledby={id('title')} className="max-w-xl space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
      <Heading id={id('title')} className="text-lg font-semibold break-words text-pine-900">
        {title} <span className="text-sm font-normal break-all text-slate-600">{account.email}</span>
      </Heading>
      <NoScriptAlert message={state.message} />
      <NoScriptStatus message={state.saved} />
      <input type="hidden" name="userId" value={account.id} />
      <Input
        id={id('name')}
        name="name"
        label={own ? t('nameLabel') : t('nameLabelOther')}
        hint={t('nameHint')}
        autoComplete={own ? 'name' : 'off'}
        maxLength={MAX_NAME_LENGTH}
        required
        defaultValue={values.name}
        error={errors.name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input id={id('phone')} name="phone" type="tel" label={t('phoneLabel')} autoComplete={own ? 'tel' : 'off'} defaultValue={values.phone} error={errors.phone} />
        <Input id={id('job-title')} name="jobTitle" label={t('jobTitleLabel')} autoComplete={own ? 'organization-title' : 'off'} defaultValue={values.jobTitle} error={errors.jobTitle} />
      </div>
      <div className="flex flex-wrap items-end gap-4">
        {photoUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- our own /media copy
          <img src={photoUrl} alt={t('currentPhotoAlt', { name: values.name || account.email })} width={80} height={80} className="size-20 rounded-full bg-slate-100 object-cover" />
        )}
        <div className="min-w-0 flex-1">
          <Labelled id={id('photo')} label={t('photoLabel')} hint={t('photoHint')} error={errors.photo}>
            <input {...invalid(id('photo'), errors.photo)} name="photo" type="file" accept={IMAGE_KINDS.portrait.types.join(',')} className="mt-1 block w-full text-sm text-slate-700" />
          </Labelled>
        </div>
      </div>
      {photoUrl && (
        <label className="flex items-center gap-2 text-slate-800">
          <input type="checkbox" name="removePhoto" className="size-4" />
          {t('removePhoto')}
        </label>
      )}
      {errors.userId && <p className="text-sm font-medium text-berry-700">{errors.userId}</p>}
      <Button type="submit" variant="secondary" disabled={saving}>
        {saving ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
