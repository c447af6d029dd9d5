'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input, invalid, Labelled, Textarea } from '@/components/ui/form-field';
import { imagePath } from '@/features/images/paths';
import { IMAGE_KINDS } from '@/lib/upload-limits';
import { MAX_ALT_LENGTH, VENUE_FIELDS } from '@/features/venues/form-schema';
import { CapacityFields, Checkbox, PriceBlockFields, rowClass, rowLegendClass, Section, TypeChoice } from '@/features/venues/components/venue-form-parts';
import { submitVenueProfileAction } from '../actions';
import { OperatorVenueForm } from './operator-venue-form';
import { PROFILE_FORM_FIELDS, type VenueProfileValues } from '../form-schema';
import { PROFILE_TEXTS } from '../texts';

/**
 * The venue's public profile as its operator keeps it: texts, capacities, types, photos (files, each with what it
 * shows), price blocks and whether prices show. A plain multipart form (works without JavaScript); a sent change waits
 * for the team's approval. The field labels are the team's form's (venues.form, in German here).
 */
export function VenueProfileForm({ venueId, initial }: { venueId: string; initial: VenueProfileValues }) {
  const t = useTranslations('venues.form');
  return (
    <OperatorVenueForm venueId={venueId} action={submitVenueProfileAction} initial={initial}>
      {({ values, errors }, pending) => (
        <>
          <Section title={PROFILE_TEXTS.profileTitle} hint={PROFILE_TEXTS.profileHint}>
            <Textarea id="venue-description" label={t('description')} error={errors.description} name="description" defaultValue={values.description} rows={6} maxLength={5000} />
            <CapacityFields values={values} errors={errors} />
            <TypeChoice types={values.types} error={errors.types} />
            <Textarea id="venue-included" label={t('included')} error={errors.included} name="included" defaultValue={values.included} rows={3} maxLength={3000} />
            <Textarea id="venue-directions" label={t('directions')} hint={t('directionsHint')} error={errors.directions} name="directions" defaultValue={values.directions} rows={3} maxLength={2000} />
          </Section>

          <Section title={PROFILE_TEXTS.photosTitle} hint={PROFILE_TEXTS.photosHint}>
            {values.photos.map((photo, i) => {
              const fileId = `venue-photo-file-${i}`;
              const fileError = errors[VENUE_FIELDS.photoFile(i)];
              return (
                <fieldset key={`${i}-${photo.imageId}`} className={`${rowClass} sm:grid-cols-[6rem_1fr_7rem]`}>
                  <legend className={rowLegendClass}>{PROFILE_TEXTS.photo(i + 1)}</legend>
                  {photo.imageId ? (
                    <>
                      <input type="hidden" name={VENUE_FIELDS.photoImage(i)} value={photo.imageId} />
                      {/* Our stored copy, small, so the operator sees which photo this is. */}
                      {/* eslint-disable-next-line @next/next/no-img-element */}
                      <img src={imagePath(photo.imageId)} alt={PROFILE_TEXTS.photoNow(i + 1)} width={96} height={72} className="h-18 w-24 rounded object-cover" />
                    </>
                  ) : (
                    <span aria-hidden="true" />
                  )}
                  <Labelled id={fileId} label={photo.imageId ? PROFILE_TEXTS.photoReplace : PROFILE_TEXTS.photoFile} error={fileError}>
                    <input {...invalid(fileId, fileError)} name={VENUE_FIELDS.photoFile(i)} type="file" accept={IMAGE_KINDS.venuePhoto.types.join(',')} className="mt-1 block w-full text-sm text-slate-700" />
                  </Labelled>
                  <Input id={`venue-photo-position-${i}`} label={t('position')} error={errors[VENUE_FIELDS.photoPosition(i)]} name={VENUE_FIELDS.photoPosition(i)} inputMode="numeric" defaultValue={photo.position} />
                  <div className="sm:col-span-3">
                    <Input id={`venue-photo-alt-${i}`} label={t('photoAlt')} hint={PROFILE_TEXTS.photoAltHint} error={errors[VENUE_FIELDS.photoAlt(i)]} name={VENUE_FIELDS.photoAlt(i)} defaultValue={photo.alt} maxLength={MAX_ALT_LENGTH} />
                  </div>
                  {photo.imageId && (
                    <div className="sm:col-span-3">
                      <Checkbox id={`venue-photo-remove-${i}`} name={PROFILE_FORM_FIELDS.photoRemove(i)} label={PROFILE_TEXTS.photoRemove} defaultChecked={false} />
                    </div>
                  )}
                </fieldset>
              );
            })}
          </Section>

          <Section title={t('priceBlocks')} hint={t('priceBlocksHint')}>
            <PriceBlockFields blocks={values.priceBlocks} errors={errors} />
            <Checkbox id="venue-show-prices" name="showPrices" label={t('showPrices')} hint={t('showPricesHint')} error={errors.showPrices} defaultChecked={values.showPrices} />
          </Section>

          <Button type="submit" disabled={pending}>
            {PROFILE_TEXTS.profileButton}
          </Button>
        </>
      )}
    </OperatorVenueForm>
  );
}
