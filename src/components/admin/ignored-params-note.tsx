import { useTranslations } from 'next-intl';

/** Says which of the address's filter values a list could not use (it shows its default view for them instead). */
export function IgnoredParamsNote({ ignored }: { ignored: readonly string[] }) {
  const t = useTranslations('admin.ignoredParams');
  if (!ignored.length) return null;
  return (
    <p role="note" className="rounded-md bg-gold-100 px-3 py-2 text-sm text-slate-800">
      {t('note', { count: ignored.length, values: ignored.join(', ') })}
    </p>
  );
}
