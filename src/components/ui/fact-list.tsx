/** Label and value pairs as a two-column description list (a record's facts on an admin screen). */
export function FactList({ facts, className = '', valueClassName = 'break-words' }: { facts: readonly (readonly [string, React.ReactNode])[]; className?: string; valueClassName?: string }) {
  return (
    <dl className={`grid grid-cols-[max-content_1fr] gap-x-4 text-sm ${className}`.trim()}>
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className={`text-slate-900 ${valueClassName}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
