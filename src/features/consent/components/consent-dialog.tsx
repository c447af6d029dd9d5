'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { IMPRINT_PATH, PRIVACY_PATH } from '@/lib/site';
import { currentConsent, loadAdsTag, saveConsent } from '../client';
import { ALL_ACCEPTED, type ConsentChoice, ONLY_NECESSARY } from '../state';

const CATEGORIES: { key: keyof ConsentChoice | 'necessary'; label: string; text: string }[] = [
  { key: 'necessary', label: 'Notwendig', text: 'Speichert Ihre Auswahl und sichert Formulare ab. Immer aktiv.' },
  { key: 'preferences', label: 'Präferenzen', text: 'Würde Einstellungen wie Ihre zuletzt gewählte Stadt speichern. Derzeit nutzen wir keinen solchen Dienst.' },
  { key: 'statistics', label: 'Statistik', text: 'Würde messen, welche Seiten genutzt werden. Derzeit nutzen wir kein Statistik-Werkzeug.' },
  { key: 'marketing', label: 'Marketing', text: 'Erlaubt Google Ads, den Erfolg unserer Anzeigen zu messen.' },
];

/** The banner itself, loaded only when it is shown (./consent-banner.tsx); `onDecided` closes it. */
export default function ConsentDialog({ withSettings, onDecided }: { withSettings: boolean; onDecided: () => void }) {
  const [showSettings, setShowSettings] = useState(withSettings);
  const [choice, setChoice] = useState<ConsentChoice>(() => {
    const { preferences, statistics, marketing } = currentConsent();
    return { preferences, statistics, marketing };
  });
  const titleId = useId();
  const bannerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const banner = bannerRef.current;
    if (!banner) return;
    // Room below the page as tall as the banner, so the footer (and its legal links) can scroll above it.
    const reserveRoom = () => {
      document.body.style.paddingBottom = `${banner.offsetHeight}px`;
    };
    reserveRoom();
    const observer = new ResizeObserver(reserveRoom);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, []);

  const decide = (decision: ConsentChoice) => {
    saveConsent(decision);
    if (decision.marketing) loadAdsTag();
    onDecided();
  };

  return (
    <section
      ref={bannerRef}
      role="dialog"
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-50 max-h-[70vh] overflow-y-auto border-t border-pine-200 bg-white p-4 shadow-[0_-8px_24px_rgba(0,0,0,0.12)] sm:p-6"
    >
      <div className="mx-auto max-w-5xl">
        <h2 id={titleId} className="text-lg font-semibold text-pine-900">
          Cookies und Datenschutz
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Wir verwenden notwendige Cookies für den Betrieb dieser Website. Mit Ihrer Einwilligung nutzen wir zusätzlich Präferenz-, Statistik- und
          Marketing-Cookies. Ihre Auswahl können Sie jederzeit unter „Cookie-Einstellungen“ im Seitenfuß ändern.
        </p>
        {showSettings && (
          <fieldset className="mt-4 grid gap-3 sm:grid-cols-2">
            <legend className="sr-only">Cookie-Kategorien</legend>
            {CATEGORIES.map(({ key, label, text }) => (
              <label key={key} className="flex gap-3 rounded-lg border border-slate-200 p-3 text-sm">
                <input
                  type="checkbox"
                  className="mt-1 size-4 accent-pine-700"
                  checked={key === 'necessary' ? true : choice[key]}
                  disabled={key === 'necessary'}
                  onChange={(e) => key !== 'necessary' && setChoice((c) => ({ ...c, [key]: e.target.checked }))}
                />
                <span>
                  <span className="font-semibold text-slate-900">{label}</span>
                  <span className="block text-slate-600">{text}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={() => decide(ALL_ACCEPTED)}>Alle akzeptieren</Button>
          <Button variant="outline" onClick={() => decide(ONLY_NECESSARY)}>
            Nur notwendige
          </Button>
          {showSettings ? (
            <Button variant="ghost" onClick={() => decide(choice)}>
              Auswahl speichern
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => setShowSettings(true)}>
              Einstellungen
            </Button>
          )}
        </div>
        <p className="mt-3 text-sm text-slate-700">
          Mehr dazu in unserer{' '}
          <a href={PRIVACY_PATH} className="font-medium text-pine-700 underline">
            Datenschutzerklärung
          </a>{' '}
          ·{' '}
          <a href={IMPRINT_PATH} className="font-medium text-pine-700 underline">
            Impressum
          </a>
        </p>
      </div>
    </section>
  );
}
