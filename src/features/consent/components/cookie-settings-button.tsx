'use client';

import { CONSENT_OPEN_EVENT } from '../state';

export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(CONSENT_OPEN_EVENT))}>
      Cookie-Einstellungen
    </button>
  );
}
