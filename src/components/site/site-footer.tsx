import { cache } from 'react';
import { ChevronDown } from '@/components/ui/icons';
import { FOOTER_GROUPS, MAIN_CITIES } from '@/features/cities';
import { CookieSettingsButton } from '@/features/consent/components/cookie-settings-button';
import { config } from '@/lib/config';
import { BRAND, FOOTER_TAGLINE, IMPRINT_PATH, PARTNER_PAGE_PATH, PRIVACY_PATH, TERMS_PATH } from '@/lib/site';

// The links take their look from the footer (one class list instead of one per link: the city lists have 79 links,
// and every page carries them twice, as HTML and in its inline payload).
const FOOTER_LINKS = '[&_a]:text-pine-100 [&_a:hover]:text-white [&_a:hover]:underline';

/**
 * The site's footer. `compact` is only its bottom line (legal pages, cookie settings), for the admin's 403 page.
 */
export function SiteFooter({ compact = false }: { compact?: boolean }) {
  const { AGENCY_NAME, AGENCY_IMPRINT_URL, AGENCY_PRIVACY_URL, AGENCY_CONTACT_URL } = config();
  const agencyLinks = [
    { label: 'Impressum', href: AGENCY_IMPRINT_URL },
    { label: 'Datenschutz', href: AGENCY_PRIVACY_URL },
    { label: 'Kontakt', href: AGENCY_CONTACT_URL },
  ];
  return (
    <footer className={`mt-16 bg-pine-900 text-pine-100 ${FOOTER_LINKS}`}>
      {!compact && (
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1fr_2fr]">
          <div>
            <p className="text-lg font-bold text-white">{BRAND}</p>
            <p className="mt-2">{FOOTER_TAGLINE}</p>
            <nav aria-label="Seiten" className="mt-4">
              <ul className="space-y-1">
                <li><a href="/">Startseite</a></li>
                <li><a href="/staedte">Städte</a></li>
                <li><a href="/blog">Blog</a></li>
                <li><a href={PARTNER_PAGE_PATH}>Für Locations: Partner werden</a></li>
              </ul>
            </nav>
          </div>
          <nav aria-label="Städte">
            <p className="font-semibold text-white">Weihnachtsfeier in Ihrer Stadt</p>
            <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-5">
              {MAIN_CITIES.map((city) => (
                <li key={city.id}><a href={`/${city.id}`}>{city.name}</a></li>
              ))}
            </ul>
            <details className="mt-4">
              <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded font-semibold text-gold-400 hover:text-white">
                <span className="when-closed">Weitere Städte</span>
                <span className="when-open">Weniger</span>
                <ChevronDown aria-hidden="true" className="size-4" />
              </summary>
              <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {FOOTER_GROUPS.map((group) => (
                  <div key={group.region}>
                    <p className="font-semibold text-white">{group.label}</p>
                    <ul className="mt-2 space-y-1 text-sm">
                      {group.cities.map((city) => (
                        <li key={city.id}><a href={`/${city.id}`}>{city.name}</a></li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </details>
          </nav>
        </div>
      )}
      <div className="border-t border-pine-800">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-sm">
          <nav aria-label="Rechtliches">
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              <li><a href={IMPRINT_PATH}>Impressum</a></li>
              <li><a href={PRIVACY_PATH}>Datenschutz</a></li>
              <li><a href={TERMS_PATH}>AGB</a></li>
              <li><CookieSettingsButton className="cursor-pointer text-pine-100 hover:text-white hover:underline" /></li>
            </ul>
          </nav>
          <p>
            Umgesetzt von {AGENCY_NAME}
            {agencyLinks.map((link) => (
              <span key={link.label}>
                {' · '}
                <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${link.label} von ${AGENCY_NAME} (öffnet in neuem Tab)`}>
                  {link.label}
                </a>
              </span>
            ))}
          </p>
        </div>
      </div>
    </footer>
  );
}

/**
 * The site's footer as one element per request. Every public page carries the root's 404 page in its inline payload;
 * with the same element in the site's layout and in that 404 page, the payload writes the footer once and refers to
 * it the second time (the 404 page had a footer of its own, 1.6 KB on every page).
 */
export const siteFooter = cache(() => <SiteFooter />);
