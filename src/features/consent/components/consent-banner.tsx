'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { currentConsent, loadAdsTag } from '../client';
import { CONSENT_OPEN_EVENT } from '../state';

// The banner's texts and choices come as a chunk of their own when it is shown: a returning visitor, who has
// decided, loads none of it.
const ConsentDialog = lazy(() => import('./consent-dialog'));

type Shown = 'banner' | 'settings' | undefined;

export function ConsentBanner() {
  const [shown, setShown] = useState<Shown>();

  useEffect(() => {
    const consent = currentConsent();
    // The cookie is only readable in the browser, so the banner decides after mounting.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!consent.hasResponse) setShown('banner');
    if (consent.marketing) loadAdsTag();
    const reopen = () => setShown('settings');
    window.addEventListener(CONSENT_OPEN_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, reopen);
  }, []);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog key={shown} withSettings={shown === 'settings'} onDecided={() => setShown(undefined)} />
    </Suspense>
  );
}
