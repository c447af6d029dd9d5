import 'server-only';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { currentCallSlotsProblem } from '../dashboard';
import { ADMIN_CALL_SETTINGS_PATH } from '../paths';
import type { CallSlotsProblem } from '../slots';

/**
 * For the top of every admin page: while companies cannot book their call (nobody takes calls, or no free slot in
 * the next three working days), says so with the way to the call settings; nothing otherwise. Without `problem` it
 * reads the current one (once per page, shared with the overview's due list).
 */
export async function CallSlotsNotice({ problem }: { problem?: CallSlotsProblem | null } = {}) {
  const current = problem === undefined ? await currentCallSlotsProblem() : problem;
  if (!current) return null;
  const t = await getTranslations('calls.slotsNotice');
  return (
    <p role="note" className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-lg bg-gold-100 px-3 py-2 text-sm font-medium text-slate-900">
      <span>{current === 'nobody' ? t('nobody') : t('noSlots')}</span>
      <Link href={ADMIN_CALL_SETTINGS_PATH} className="text-pine-700 underline">
        {t('openSettings')}
      </Link>
    </p>
  );
}
