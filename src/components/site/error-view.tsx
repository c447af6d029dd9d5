'use client';

/** Shown for unexpected errors: the message or status text, never a stack trace. */
export function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset?: () => void }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-berry-700">Unexpected Application Error!</h1>
      <p className="mt-4 text-slate-700">{error.message || 'Internal Server Error'}</p>
      {error.digest && <p className="mt-2 text-sm text-slate-500">Fehler-ID: {error.digest}</p>}
      <div className="mt-8 flex justify-center gap-3">
        {reset && (
          <button type="button" onClick={reset} className="rounded-lg bg-pine-800 px-5 py-3 font-semibold text-white">
            Erneut versuchen
          </button>
        )}
        {/* A full page load: after an unexpected error the client router may be the broken part. */}
        <a href="/" className="rounded-lg border border-pine-700 px-5 py-3 font-semibold text-pine-800">
          Zur Startseite
        </a>
      </div>
    </section>
  );
}
