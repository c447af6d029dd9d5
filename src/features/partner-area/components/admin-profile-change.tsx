import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table';
import { imagePath, VARIANT_WIDTHS } from '@/features/images/paths';
import { changedProfileFields, type ProfileField } from '@/features/venues/rules';
import { formatEuro } from '@/lib/money';
import type { ChangeForReview } from '../change-queries';

type ProfileChange = Extract<ChangeForReview, { kind: 'profile' }>;
type Profile = ProfileChange['live'] | ProfileChange['change'];

/** The height of a photo's thumbnail in CSS pixels; its width follows the stored copy's proportions. */
const THUMB_HEIGHT = 64;
/** The smallest copy /media keeps (images/paths.ts VARIANT_WIDTHS): a thumbnail needs no more. */
const THUMB_WIDTH = VARIANT_WIDTHS[0];

/** What an operator's change to its venue's public profile sets: only the fields that differ, the new version beside the live one. */
export function AdminProfileChange({ change }: { change: ProfileChange }) {
  const t = useTranslations('partnerArea.profileChanges');
  const typeName = useTranslations('venues.types');
  const labels: Record<ProfileField, string> = {
    description: t('description'),
    included: t('included'),
    directions: t('directions'),
    capacitySeated: t('capacitySeated'),
    capacityStanding: t('capacityStanding'),
    types: t('types'),
    priceBlocks: t('priceBlocks'),
    showPrices: t('showPrices'),
    photos: t('photos'),
  };

  function valueOf(profile: Profile, field: ProfileField): React.ReactNode {
    switch (field) {
      case 'capacitySeated':
      case 'capacityStanding':
        return profile[field];
      case 'types':
        return profile.types.map((type) => typeName(type)).join(', ');
      case 'showPrices':
        return profile.showPrices ? t('yes') : t('no');
      case 'priceBlocks':
        return profile.priceBlocks.length === 0 ? (
          '–'
        ) : (
          <ul className="space-y-1">
            {profile.priceBlocks.map((block, i) => (
              <li key={i}>{t('priceBlock', { text: block.text, basis: block.basis === 'flat' ? t('flat') : t('perPerson'), amount: formatEuro(block.unitNetCents), vat: block.vatRate })}</li>
            ))}
          </ul>
        );
      case 'photos':
        return profile.photos.length === 0 ? (
          '–'
        ) : (
          <ul className="flex flex-wrap gap-3">
            {profile.photos.map((photo, i) => (
              <li key={i} className="w-32 space-y-1">
                {/* eslint-disable-next-line @next/next/no-img-element -- our own /media copy, shown small */}
                <img
                  src={imagePath(photo.imageId, THUMB_WIDTH)}
                  alt={photo.alt}
                  width={Math.round((THUMB_HEIGHT * photo.width) / photo.height)}
                  height={THUMB_HEIGHT}
                  loading="lazy"
                  decoding="async"
                  className="h-16 w-auto max-w-full rounded bg-slate-100 object-cover"
                />
                <p className="text-xs break-words text-slate-700">{photo.alt || t('noAlt')}</p>
              </li>
            ))}
          </ul>
        );
      default:
        return profile[field] || '–';
    }
  }

  const fields = changedProfileFields(change.live, change.change);
  return fields.length === 0 ? (
    <p className="text-sm text-slate-700">{t('sameAsLive')}</p>
  ) : (
    <DataTable columns={[t('field'), t('newVersion'), t('liveVersion')]}>
      {fields.map((field) => (
        <tr key={field} className="border-t border-slate-200 align-top">
          <th scope="row" className="px-3 py-2 font-medium text-slate-600">
            {labels[field]}
          </th>
          <td className="px-3 py-2 break-words whitespace-pre-wrap text-slate-900">{valueOf(change.change, field)}</td>
          <td className="px-3 py-2 break-words whitespace-pre-wrap text-slate-700">{valueOf(change.live, field)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
