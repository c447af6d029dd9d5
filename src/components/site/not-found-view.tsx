import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';

/** The 404 content; `city` variant for a single path segment that is no known city. */
export function NotFoundView({ variant = 'page' }: { variant?: 'page' | 'city' }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-7xl font-bold text-berry-600">404</p>
      <h1 className="mt-4 text-3xl font-bold text-pine-900">{variant === 'city' ? 'Stadt nicht gefunden' : 'Oops! Page not found'}</h1>
      <p className="mt-4 text-slate-700">
        {variant === 'city'
          ? 'Für diese Adresse haben wir keine Stadtseite. Im Städteverzeichnis finden Sie alle Städte, in denen wir Weihnachtsfeiern planen.'
          : 'Oops! Page not found – diese Seite gibt es nicht (mehr).'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {variant === 'city' && (
          <Link href="/staedte" className={buttonClasses('primary')}>
            Zum Städteverzeichnis
          </Link>
        )}
        <Link href="/" className={buttonClasses(variant === 'city' ? 'outline' : 'primary')}>
          Zur Startseite
        </Link>
      </div>
    </section>
  );
}
