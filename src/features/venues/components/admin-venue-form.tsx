'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { type AdminFormAction, useAdminForm } from '@/components/admin/use-admin-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { Input, invalid, Labelled, NoScriptAlert, Select, Textarea } from '@/components/ui/form-field';
import { SalutationSelect } from '@/components/ui/salutation-select';
import { imagePath } from '@/features/images/paths';
import { IMAGE_KINDS } from '@/lib/upload-limits';
import {
  isUploadSource,
  MAX_ALT_LENGTH,
  MAX_PHOTOS,
  NO_PARTNER,
  OTHER_CITY,
  type PhotoValues,
  VENUE_FIELDS,
  type VenueFormValues,
  venueSchema,
} from '../form-schema';
import { ADMIN_VENUES_PATH, venuePagePath } from '../paths';
import { MAX_VENUE_SLUG_LENGTH } from '../rules';
import { CancellationFields, CapacityFields, Checkbox, MinimumSpendField, PriceBlockFields, rowClass, rowLegendClass, Section, TypeChoice } from './venue-form-parts';

type StoredPhotoRef = { sourceUrl: string; imageId: string };

/**
 * The stored photo a slot shows: the one the form posted back for it, else the venue's photo at the same place with
 * the same address (the slots open in the stored order, so two uploads of the same file name stay apart), else any
 * with that address.
 */
function storedPhotoOf(photo: PhotoValues, i: number, stored: readonly StoredPhotoRef[]): StoredPhotoRef | undefined {
  if (!photo.url) return undefined;
  if (photo.imageId) return stored.find((candidate) => candidate.imageId === photo.imageId);
  return stored[i]?.sourceUrl === photo.url ? stored[i] : stored.find((candidate) => candidate.sourceUrl === photo.url);
}

/**
 * Create or edit a venue. A plain form posting to a server action (multipart, for the photo files), so it also works
 * without JavaScript: the repeatable parts are numbered rows (the filled ones and two empty ones; empty rows are
 * ignored; as many price blocks as the venue has), and the photos' order is their position numbers. With
 * JavaScript the shared schema checks first.
 */
export function AdminVenueForm({
  mode,
  action,
  initial,
  venueId,
  cities,
  storedPhotos = [],
  partners,
}: {
  mode: 'create' | 'edit';
  action: AdminFormAction<VenueFormValues>;
  initial: VenueFormValues;
  venueId?: string;
  cities: readonly { id: string; label: string }[];
  /** The venue's photos as saved, to show our copy beside an unchanged address. */
  storedPhotos?: readonly StoredPhotoRef[];
  /** The venue operators' accounts the venue can belong to. */
  partners: readonly { id: string; name: string; email: string }[];
}) {
  const schema = useMemo(() => {
    const names = new Map(cities.map((city) => [city.id, city.label]));
    return venueSchema((id) => names.get(id));
  }, [cities]);
  const t = useTranslations('venues.form');
  const { state, errors, saving, formProps } = useAdminForm(action, initial, { schema, invalidMessage: () => t('invalid') });
  const { values } = state;

  return (
    <form {...formProps} className="space-y-6">
      <NoScriptAlert message={state.message} />
      {venueId && <input type="hidden" name="id" value={venueId} />}

      <Section title={t('venueSection')}>
        <Input id="venue-name" label={t('name')} error={errors.name} name="name" defaultValue={values.name} maxLength={200} required />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select id="venue-city" label={t('city')} error={errors.cityId} name="cityId" defaultValue={values.cityId} required>
            <option value="">{t('selectCity')}</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.label}
              </option>
            ))}
            <option value={OTHER_CITY}>{t('otherTown')}</option>
          </Select>
          <Input id="venue-other-city" label={t('otherTown')} hint={t('otherTownHint')} error={errors.otherCity} name="otherCity" defaultValue={values.otherCity} maxLength={100} />
        </div>
        <Input id="venue-address" label={t('address')} hint={t('addressHint')} error={errors.address} name="address" defaultValue={values.address} maxLength={300} required />
        <CapacityFields values={values} errors={errors} />
        <TypeChoice types={values.types} error={errors.types} />
        <Textarea id="venue-description" label={t('description')} error={errors.description} name="description" defaultValue={values.description} rows={4} maxLength={5000} />
        <Textarea id="venue-included" label={t('included')} error={errors.included} name="included" defaultValue={values.included} rows={3} maxLength={3000} />
        <Input id="venue-website" label={t('website')} error={errors.websiteUrl} name="websiteUrl" type="url" inputMode="url" defaultValue={values.websiteUrl} placeholder="https://" />
      </Section>

      <Section title={t('publicSection')} hint={t('publicHint')}>
        <Checkbox id="venue-published" name="published" label={t('published')} hint={t('publishedHint')} error={errors.published} defaultChecked={values.published} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            id="venue-slug"
            label={t('slug')}
            hint={t('slugHint', { path: venuePagePath('berlin', values.slug || 'alte-muenze') })}
            error={errors.slug}
            name="slug"
            defaultValue={values.slug}
            maxLength={MAX_VENUE_SLUG_LENGTH}
            autoCapitalize="none"
            spellCheck={false}
          />
          <Input id="venue-district" label={t('district')} hint={t('districtHint')} error={errors.district} name="district" defaultValue={values.district} maxLength={100} />
        </div>
        <Textarea id="venue-directions" label={t('directions')} hint={t('directionsHint')} error={errors.directions} name="directions" defaultValue={values.directions} rows={3} maxLength={2000} />
        <Checkbox id="venue-show-prices" name="showPrices" label={t('showPrices')} hint={t('showPricesHint')} error={errors.showPrices} defaultChecked={values.showPrices} />
        <Select id="venue-partner" label={t('partner')} hint={t('partnerHint')} error={errors.partnerUserId} name="partnerUserId" defaultValue={values.partnerUserId}>
          <option value={NO_PARTNER}>{t('noPartner')}</option>
          {partners.map((partner) => (
            <option key={partner.id} value={partner.id}>
              {partner.name ? `${partner.name} (${partner.email})` : partner.email}
            </option>
          ))}
        </Select>
      </Section>

      <Section
        title={t('photos')}
        hint={t('photosHint', { max: MAX_PHOTOS })}
      >
        {values.photos.map((photo, i) => {
          const stored = storedPhotoOf(photo, i, storedPhotos);
          const uploaded = isUploadSource(photo.url);
          const fileId = `venue-photo-file-${i}`;
          const fileError = errors[VENUE_FIELDS.photoFile(i)];
          return (
            <fieldset key={i} className={`${rowClass} sm:grid-cols-[1fr_7rem_auto]`}>
              <legend className={rowLegendClass}>{t('photo', { number: i + 1 })}</legend>
              {uploaded && stored && <input type="hidden" name={VENUE_FIELDS.photoImage(i)} value={stored.imageId} />}
              <Input
                id={`venue-photo-url-${i}`}
                label={t('imageUrl')}
                hint={uploaded ? t('uploadedHint') : undefined}
                error={errors[VENUE_FIELDS.photoUrl(i)]}
                name={VENUE_FIELDS.photoUrl(i)}
                type="url"
                inputMode="url"
                defaultValue={photo.url}
                placeholder="https://"
              />
              <Input id={`venue-photo-position-${i}`} label={t('position')} error={errors[VENUE_FIELDS.photoPosition(i)]} name={VENUE_FIELDS.photoPosition(i)} inputMode="numeric" defaultValue={photo.position} />
              {stored ? (
                // Our stored copy, small: the admin checks which photo this is.
                // eslint-disable-next-line @next/next/no-img-element
                <img src={imagePath(stored.imageId)} alt={t('photoSaved', { number: i + 1 })} width={96} height={72} className="h-18 w-24 self-end rounded object-cover" />
              ) : (
                <span aria-hidden="true" />
              )}
              <div className="sm:col-span-3">
                <Input
                  id={`venue-photo-alt-${i}`}
                  label={t('photoAlt')}
                  hint={t('photoAltHint')}
                  error={errors[VENUE_FIELDS.photoAlt(i)]}
                  name={VENUE_FIELDS.photoAlt(i)}
                  defaultValue={photo.alt}
                  maxLength={MAX_ALT_LENGTH}
                />
              </div>
              <div className="sm:col-span-3">
                <Labelled id={fileId} label={t('uploadFile')} hint={photo.url ? t('uploadReplaces') : undefined} error={fileError}>
                  <input {...invalid(fileId, fileError)} name={VENUE_FIELDS.photoFile(i)} type="file" accept={IMAGE_KINDS.venuePhoto.types.join(',')} className="mt-1 block w-full text-sm text-slate-700" />
                </Labelled>
              </div>
            </fieldset>
          );
        })}
      </Section>

      <Section title={t('priceBlocks')} hint={t('priceBlocksHint')}>
        <PriceBlockFields blocks={values.priceBlocks} errors={errors} />
        <MinimumSpendField value={values.minimumSpend} error={errors.minimumSpend} />
      </Section>

      <Section title={t('cancellation')} hint={t('cancellationHint')}>
        <CancellationFields values={values} errors={errors} />
      </Section>

      <Section title={t('contact')}>
        <div className="grid gap-4 sm:grid-cols-[minmax(8rem,12rem)_1fr]">
          <SalutationSelect
            id="venue-contact-salutation"
            name="contactSalutation"
            label={t('contactSalutation')}
            labels={{ '': t('salutationNone'), frau: t('salutationFrau'), herr: t('salutationHerr') }}
            error={errors.contactSalutation}
            defaultValue={values.contactSalutation}
          />
          <Input id="venue-contact-name" label={t('contactName')} error={errors.contactName} name="contactName" defaultValue={values.contactName} maxLength={200} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input id="venue-contact-email" label={t('contactEmail')} error={errors.contactEmail} name="contactEmail" type="email" defaultValue={values.contactEmail} maxLength={254} />
          <Input id="venue-contact-phone" label={t('contactPhone')} error={errors.contactPhone} name="contactPhone" type="tel" defaultValue={values.contactPhone} maxLength={50} />
        </div>
        <Textarea id="venue-notes" label={t('internalNotes')} hint={t('internalNotesHint')} error={errors.internalNotes} name="internalNotes" defaultValue={values.internalNotes} rows={3} maxLength={5000} />
      </Section>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="secondary" disabled={saving}>
          {saving ? t('saving') : mode === 'create' ? t('create') : t('update')}
        </Button>
        <Link href={ADMIN_VENUES_PATH} className={buttonClasses('ghost')}>
          {t('cancel')}
        </Link>
      </div>
    </form>
  );
}
