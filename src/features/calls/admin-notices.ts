import { defineNotices } from '@/components/admin/notices';
import { CALLS_ADMIN_TEXTS } from './texts';

/** The Calls tab's toast after an outcome was recorded. */
export const callNotices = defineNotices({
  recorded: { kind: 'success', text: CALLS_ADMIN_TEXTS.outcomeSaved },
});
