import { isUuid } from '@/lib/uuid';
import { type PriceBlock, type ProfileFields, VENUE_TYPES, type VenueType } from '@/db/schema/venues';
import { chosenFile, echoed, formText } from '@/lib/form-data';
import { isOneLine } from '@/lib/one-line';
import { readSalutation, type Salutation, SALUTATION_INVALID } from '@/lib/salutation';
import { uploadSizeProblems } from '@/lib/upload-limits';
import {
  byPlace,
  MAX_PHOTOS,
  type PriceBlockValues,
  postedPriceBlocks,
  postedTerms,
  priceBlockValuesOf,
  type Raw,
  readCapacities,
  readPhotoPlace,
  readPriceBlocks,
  readTerms,
  readTypes,
  type TermsFormValues,
  TERMS_FIELD_MAXIMA,
  text,
  VENUE_FIELDS,
  VENUE_TEXT_MAXIMA,
} from '@/features/venues/form-schema';
import type { VenueTerms } from '@/features/venues/profile-queries';
import { CONTACT_TEXTS, PROFILE_TEXTS } from './texts';

// The operator's two forms in the partner area: the public profile (waits for the team's approval) and the planner-
// facing terms (saved at once). They read the same fields by the same rules as the team's venue form (venues/
// form-schema.ts). The errors are the shared rules' catalogue keys and the operator's own German messages: the
// action shows the keys in German, like the whole partner area.

/**
 * Profile saves with new photo files per operator and hour: each is read, re-encoded and stored, so more than an
 * operator ever needs are refused before that work (counted in the database, across processes).
 */
export const PHOTO_SAVES_PER_HOUR = 10;
export const PHOTO_SAVE_WINDOW_SECONDS = 60 * 60;

/** Fields only the operator's form has: remove a photo it shows. */
export const PROFILE_FORM_FIELDS = { photoRemove: (i: number) => `photoRemove.${i}` } as const;

/** A photo slot as the form shows it: a photo it has (our copy) or none, its alt text and place. */
export interface ProfilePhotoValues {
  imageId: string;
  alt: string;
  position: string;
}

export interface VenueProfileValues {
  description: string;
  included: string;
  directions: string;
  capacitySeated: string;
  capacityStanding: string;
  types: VenueType[];
  /** Always MAX_PHOTOS slots. */
  photos: ProfilePhotoValues[];
  priceBlocks: PriceBlockValues[];
  showPrices: boolean;
}

/** A photo of a valid post: a file to store, or one the profile has (live or waiting), with its place and alt text. */
export interface ProfilePhotoChoice {
  slot: number;
  file?: File;
  imageId?: string;
  alt: string;
}

const LENGTHS = { description: 5000, included: 3000, directions: 2000 } as const;
const TOO_LONG = { description: 'venues.validation.descriptionTooLong', included: 'venues.validation.includedTooLong', directions: 'venues.validation.directionsTooLong' } as const;

/** The profile form read and checked: what it means, or the errors by field (German). */
export function readProfile(form: FormData): { ok: true; fields: ProfileFields; photos: ProfilePhotoChoice[] } | { ok: false; errors: Record<string, string> } {
  const raw: Raw = Object.fromEntries(form.entries());
  const errors: Record<string, string> = {};
  const texts = Object.fromEntries(
    (Object.keys(LENGTHS) as (keyof typeof LENGTHS)[]).map((name) => {
      const value = text(raw, name);
      if (value.length > LENGTHS[name]) errors[name] = TOO_LONG[name];
      return [name, value];
    }),
  ) as Record<keyof typeof LENGTHS, string>;
  const capacities = readCapacities(raw, errors);
  const types = readTypes(raw, errors);
  const priceBlocks: PriceBlock[] = readPriceBlocks(raw, errors);

  const photos: (ProfilePhotoChoice & { position: number })[] = [];
  // A file's size is checked here (a venue photo's limit, lib/upload-limits.ts); the type the browser names is not
  // trusted: the server reads the file's first bytes when it stores it.
  const files = Array.from({ length: MAX_PHOTOS }, (_, slot) => chosenFile(raw[VENUE_FIELDS.photoFile(slot)]));
  const sizeProblems = uploadSizeProblems(files.map((file) => ({ size: file?.size ?? 0 })), 'venuePhoto');
  for (let slot = 0; slot < MAX_PHOTOS; slot++) {
    const file = files[slot];
    const imageId = text(raw, VENUE_FIELDS.photoImage(slot));
    const removed = text(raw, PROFILE_FORM_FIELDS.photoRemove(slot)) !== '';
    if (!file && (!imageId || removed)) continue;
    const fileField = VENUE_FIELDS.photoFile(slot);
    if (file) {
      if (sizeProblems[slot]) errors[fileField] = sizeProblems[slot] === 'tooLarge' ? PROFILE_TEXTS.photoTooLarge : PROFILE_TEXTS.photosTooLarge;
    } else if (!isUuid(imageId)) errors[fileField] = PROFILE_TEXTS.photoUnknown;
    const place = readPhotoPlace(raw, slot, errors);
    if (!place.alt) errors[VENUE_FIELDS.photoAlt(slot)] = PROFILE_TEXTS.photoAltRequired;
    photos.push({ slot, ...(file ? { file } : { imageId }), alt: place.alt ?? '', position: place.position });
  }
  photos.sort(byPlace);

  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    fields: { ...texts, ...capacities, types, priceBlocks, showPrices: text(raw, 'showPrices') !== '' },
    photos: photos.map(({ slot, file, imageId, alt }) => ({ slot, ...(file ? { file } : { imageId }), alt })),
  };
}

/** The terms form read and checked. */
export function readVenueTerms(form: FormData): { ok: true; terms: VenueTerms } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const terms = readTerms(Object.fromEntries(form.entries()), errors);
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, terms };
}

const photoSlots = (photos: readonly { imageId: string; alt: string }[]): ProfilePhotoValues[] =>
  Array.from({ length: MAX_PHOTOS }, (_, i) => (photos[i] ? { imageId: photos[i].imageId, alt: photos[i].alt, position: String(i + 1) } : { imageId: '', alt: '', position: '' }));

/** A stored profile (live or waiting) as the form shows it. */
export function profileValuesOf(profile: ProfileFields & { photos: readonly { imageId: string; alt: string }[] }): VenueProfileValues {
  return {
    description: profile.description,
    included: profile.included,
    directions: profile.directions,
    capacitySeated: String(profile.capacitySeated),
    capacityStanding: String(profile.capacityStanding),
    types: profile.types,
    photos: photoSlots(profile.photos),
    priceBlocks: priceBlockValuesOf(profile.priceBlocks),
    showPrices: profile.showPrices,
  };
}

/**
 * The profile form as posted, so a refused save loses nothing typed. A chosen file cannot be given back to a file
 * input: its slot keeps the photo it had, and the message asks to choose the file again.
 */
export function postedProfileValues(form: FormData): VenueProfileValues {
  const field = (name: string) => formText(form, name);
  return echoed<VenueProfileValues>(
    {
      description: field('description'),
      included: field('included'),
      directions: field('directions'),
      capacitySeated: field('capacitySeated'),
      capacityStanding: field('capacityStanding'),
      types: VENUE_TYPES.filter((type) => field(VENUE_FIELDS.type(type)) !== ''),
      photos: Array.from({ length: MAX_PHOTOS }, (_, i) => ({
        imageId: field(PROFILE_FORM_FIELDS.photoRemove(i)) ? '' : field(VENUE_FIELDS.photoImage(i)),
        alt: field(VENUE_FIELDS.photoAlt(i)),
        position: field(VENUE_FIELDS.photoPosition(i)),
      })),
      priceBlocks: postedPriceBlocks(field),
      showPrices: field('showPrices') !== '',
    },
    VENUE_TEXT_MAXIMA,
  );
}

/** Whether the post chose any photo file (lost when the save is refused). */
export const hasChosenFiles = (form: FormData) => Array.from({ length: MAX_PHOTOS }, (_, i) => chosenFile(form.get(VENUE_FIELDS.photoFile(i)))).some(Boolean);

/** The terms form as posted. */
export const postedTermsValues = (form: FormData): TermsFormValues => echoed(postedTerms((name) => formText(form, name)), TERMS_FIELD_MAXIMA);

// ── How we address the operator ───────────────────────────────────────────────────────────────────────────

/** The operator's own details: the salutation and name our mails greet them with. */
export interface PartnerContactValues {
  /** '' (keine Angabe), 'frau' or 'herr', as the select posts it. */
  salutation: string;
  name: string;
}

/** What the contact form takes at most, and shows back at most after a refused post. */
export const CONTACT_FIELD_MAXIMA = { salutation: 10, name: 200 } as const satisfies Record<keyof PartnerContactValues, number>;

/** The contact form as posted. */
export const postedContactValues = (form: FormData): PartnerContactValues => ({ salutation: formText(form, 'salutation'), name: formText(form, 'name') });

/** The contact form's values checked: a salutation (lib/salutation's reader) and a one-line name; else the error of each field. */
export function readPartnerContact(values: PartnerContactValues): { ok: true; contact: { salutation: Salutation | null; name: string } } | { ok: false; errors: Partial<PartnerContactValues> } {
  const errors: Partial<PartnerContactValues> = {};
  const salutation = readSalutation(values.salutation);
  if (salutation === undefined) errors.salutation = SALUTATION_INVALID;
  const name = values.name.trim().replace(/\s+/g, ' ');
  if (!name) errors.name = CONTACT_TEXTS.nameRequired;
  else if (name.length > CONTACT_FIELD_MAXIMA.name) errors.name = CONTACT_TEXTS.nameTooLong;
  else if (!isOneLine(values.name.trim())) errors.name = CONTACT_TEXTS.nameOneLine;
  return salutation === undefined || Object.keys(errors).length ? { ok: false, errors } : { ok: true, contact: { salutation, name } };
}
