import { defineNotices } from '@/components/admin/notices';

/** Outcomes reported once as a toast on the list, after a redirect to it: the form's success, and an ad that could not be loaded for editing. */
export const adNotices = defineNotices({
  created: { kind: 'success', text: 'Venue ad created successfully' },
  updated: { kind: 'success', text: 'Venue ad updated successfully' },
  'load-failed': { kind: 'error', text: 'Failed to fetch venue ad' },
});
