import { defineNotices } from '@/components/admin/notices';

/** Outcomes reported once as a toast on the list, after a redirect to it: the form's success, and a venue that could not be loaded for editing. */
export const venueNotices = defineNotices({
  created: { kind: 'success', text: 'Venue created successfully' },
  updated: { kind: 'success', text: 'Venue updated successfully' },
  'load-failed': { kind: 'error', text: 'Failed to fetch venue' },
});
