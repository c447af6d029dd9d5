import { defineNotices } from '@/components/admin/notices';

/** The Calls tab's toast after an outcome was recorded, in the words of `t`, the translator of 'calls.notices'. */
export const callNotices = (t: (key: 'recorded') => string) =>
  defineNotices({
    recorded: { kind: 'success', text: t('recorded') },
  });
