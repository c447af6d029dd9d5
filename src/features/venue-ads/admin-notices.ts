import { defineNotices } from '@/components/admin/notices';
import { requestTranslator } from '@/features/auth/request-locale';

/**
 * Outcomes reported once as a toast on the list, after a redirect to it: the form's success, and an ad that could not
 * be loaded for editing; in this request's admin's language.
 */
export async function adNotices() {
  const t = await requestTranslator('venueAds.notices');
  return defineNotices({
    created: { kind: 'success', text: t('created') },
    updated: { kind: 'success', text: t('updated') },
    'load-failed': { kind: 'error', text: t('loadFailed') },
  });
}
