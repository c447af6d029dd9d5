import { useTranslations } from 'next-intl';
import { FactList } from '@/components/ui/fact-list';
import type { ChangeForReview } from '../change-queries';

/** What an operator's change to their ad sets: the new text, image and website beside the live ones. */
export function AdminAdChange({ change }: { change: Extract<ChangeForReview, { kind: 'ad' }> }) {
  const t = useTranslations('partnerArea.adChanges');
  return (
    <FactList
      className="gap-y-1"
      valueClassName="break-words whitespace-pre-wrap"
      facts={[
        [t('newDescription'), change.change.description],
        [t('liveDescription'), change.live.description],
        [t('newImage'), change.change.imageUrl ?? '–'],
        [t('liveImage'), change.live.imageUrl ?? '–'],
        [t('newWebsite'), change.change.websiteUrl ?? '–'],
        [t('liveWebsite'), change.live.websiteUrl ?? '–'],
      ]}
    />
  );
}
