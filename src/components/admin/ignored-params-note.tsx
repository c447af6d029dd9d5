/** Says which of the address's filter values a list could not use (it shows its default view for them instead). */
export function IgnoredParamsNote({ ignored }: { ignored: readonly string[] }) {
  if (!ignored.length) return null;
  return (
    <p role="note" className="rounded-md bg-gold-100 px-3 py-2 text-sm text-slate-800">
      Ignored {ignored.length === 1 ? 'a filter value' : 'filter values'} that cannot be used: {ignored.join(', ')}.
    </p>
  );
}
