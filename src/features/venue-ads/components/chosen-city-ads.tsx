'use client';

import { useEffect, useState } from 'react';
import { CITY_CHANGE_EVENT, REQUEST_FORM_ANCHOR } from '@/lib/site';
import { adsApiPath, type PublicAd } from '../public-ad';
import type { AdMode } from '../selection';
import { AdBlock } from './ad-block';

/** A free-text city is typed letter by letter; ask once the typing pauses. */
const TYPING_PAUSE_MS = 300;

interface Loaded {
  cityName: string;
  ads: PublicAd[];
}

/** The ad block for the city chosen in the page's request form (the form announces changes with CITY_CHANGE_EVENT). */
export function ChosenCityAds({ mode, scrollToForm = false }: { mode: AdMode; scrollToForm?: boolean }) {
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    let controller: AbortController | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = async (cityId: string, signal: AbortSignal) => {
      try {
        const response = await fetch(adsApiPath(cityId, mode), { signal });
        setLoaded(response.ok ? ((await response.json()) as Loaded) : undefined);
      } catch {
        // Aborted by a newer choice, or offline: a missing ad block is not worth a message.
        if (!signal.aborted) setLoaded(undefined);
      }
    };
    const onChange = (event: Event) => {
      const cityId = (event as CustomEvent<string>).detail;
      controller?.abort();
      clearTimeout(timer);
      if (!cityId) return setLoaded(undefined);
      const current = (controller = new AbortController());
      // Scrolling waits for the pause too: a typed city would otherwise jump the page on every letter.
      timer = setTimeout(() => {
        if (scrollToForm) document.getElementById(REQUEST_FORM_ANCHOR)?.scrollIntoView({ behavior: 'smooth' });
        void show(cityId, current.signal);
      }, TYPING_PAUSE_MS);
    };
    document.addEventListener(CITY_CHANGE_EVENT, onChange);
    return () => {
      document.removeEventListener(CITY_CHANGE_EVENT, onChange);
      controller?.abort();
      clearTimeout(timer);
    };
  }, [mode, scrollToForm]);

  return loaded ? <AdBlock ads={loaded.ads} cityName={loaded.cityName} /> : null;
}
