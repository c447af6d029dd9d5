/** A label, its control, an optional hint and the control's error below it. */
export function Labelled({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-berry-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A control's id and, when it has an error, the attributes that tie the error to it. */
export const invalid = (id: string, error?: string) => ({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined });

/** A failed save's message where no toast can show it: the page as the server answered a form without JavaScript. */
export function NoScriptAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <noscript>
      <p role="alert" className="rounded-lg bg-berry-600 p-3 text-sm font-medium text-white">
        {message}
      </p>
    </noscript>
  );
}
