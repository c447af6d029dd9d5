import type { ComponentProps } from 'react';

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

const CONTROL_CLASS =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-pine-600 aria-[invalid=true]:border-berry-600';

/** The look of a text control; `extra` adds to it (e.g. a monospaced font). */
export const controlClass = (extra = '') => `${CONTROL_CLASS} ${extra}`.trim();

type Wired = { id: string; label: string; error?: string; hint?: string };

/** A labelled input, its hint and its error, tied together for assistive technology. */
export function Input({ id, label, error, hint, className, ...input }: Wired & ComponentProps<'input'>) {
  return (
    <Labelled id={id} label={label} error={error} hint={hint}>
      <input {...input} {...invalid(id, error)} className={controlClass(`mt-1 ${className ?? ''}`)} />
    </Labelled>
  );
}

/** A labelled select, its hint and its error. */
export function Select({ id, label, error, hint, className, ...select }: Wired & ComponentProps<'select'>) {
  return (
    <Labelled id={id} label={label} error={error} hint={hint}>
      <select {...select} {...invalid(id, error)} className={controlClass(`mt-1 ${className ?? ''}`)} />
    </Labelled>
  );
}

/** A labelled text area, its hint and its error. */
export function Textarea({ id, label, error, hint, className, ...textarea }: Wired & ComponentProps<'textarea'>) {
  return (
    <Labelled id={id} label={label} error={error} hint={hint}>
      <textarea {...textarea} {...invalid(id, error)} className={controlClass(`mt-1 ${className ?? ''}`)} />
    </Labelled>
  );
}

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

/** A save's confirmation where no toast can show it (a form that stays on its screen, answered without JavaScript). */
export function NoScriptStatus({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <noscript>
      <p role="status" className="rounded-lg bg-pine-50 p-3 text-sm font-medium text-pine-900">
        {message}
      </p>
    </noscript>
  );
}
