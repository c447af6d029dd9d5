import { buttonClasses } from '@/components/ui/button';

/** The 404 content for any unknown path; most unknown paths are mistyped city pages, so it points to the directory. */
export function NotFoundView() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-7xl font-bold text-berry-600">404</p>
      <h1 className="mt-4 text-3xl font-bold text-pine-900">Oops! Page not found</h1>
      <p className="mt-4 text-slate-700">
        <strong>Stadt nicht gefunden:</strong> Unter dieser Adresse gibt es keine Seite. Alle Städte, in denen wir Weihnachtsfeiern planen, finden Sie
        im Städteverzeichnis.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/staedte" className={buttonClasses('primary')}>
          Zum Städteverzeichnis
        </a>
        <a href="/" className={buttonClasses('outline')}>
          Zur Startseite
        </a>
      </div>
    </section>
  );
}
