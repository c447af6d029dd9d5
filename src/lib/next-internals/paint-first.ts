/**
 * Next writes its chunk scripts into the head as `async`. A browser that has them early (a fast connection, or
 * its cache on a repeat visit) runs them before it paints, so the hero already in the HTML waits for the scripts;
 * Lighthouse then counts every script fetched before the paint into the largest paint (2.2 s instead of the
 * 0.9 s of the first paint on a simulated phone). A cached page is kept with its chunk scripts (and Next's
 * preloads of them) taken out, and a loader at the end of the body adds them as soon as the browser reports the
 * first contentful paint (reported once the frame is on screen; a frame merely produced is not enough). A tab in
 * the background paints nothing: there they run at once, and after a few seconds in any case.
 *
 * The page may thus fire its load event before its scripts ran. `window.__paintFirst` says where they are
 * ('pending', then 'done' once every chunk has run), for whoever must wait for the hydrated page (the e2e tests).
 *
 * Next's markup it relies on: NEXT_INTERNALS' chunkScript, chunkPreload and documentEnd (./internals.ts).
 */
import { NEXT_INTERNALS } from './internals.ts';

const ASYNC_CHUNK = new RegExp(NEXT_INTERNALS.chunkScript.pattern, 'g');
const SCRIPT_PRELOAD = new RegExp(NEXT_INTERNALS.chunkPreload.pattern, 'g');
/** Any module script from Next's chunk folder, whatever its shape: what ASYNC_CHUNK is there to find. */
const ANY_CHUNK_SCRIPT = NEXT_INTERNALS.chunkScript.anyShape;
const FALLBACK_MS = 3000;

function loader(sources: readonly string[]): string {
  return (
    '(function(s){var w=window,d=0,n=s.length;w.__paintFirst="pending";function f(){if(--n===0)w.__paintFirst="done"}' +
    'function r(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.onload=e.onerror=f;document.head.appendChild(e)})}' +
    'if(document.hidden)return r();try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}}).observe({type:"paint",buffered:true})}catch(e){r()}' +
    `setTimeout(r,${FALLBACK_MS})})(${JSON.stringify(sources)})`
  );
}

/**
 * The page's HTML with its chunk scripts run after the first paint; unchanged when it has none of the expected
 * shape. A page whose chunk scripts have another shape, or that has no `</body>` to put the loader before (Next
 * changed its markup), calls `onUnknownShape`, so the scripts that silently run before the paint again are noticed.
 */
export function runScriptsAfterFirstPaint(html: string, onUnknownShape?: () => void): string {
  const end = html.lastIndexOf('</body>');
  if (end < 0) {
    if (ANY_CHUNK_SCRIPT.test(html)) onUnknownShape?.();
    return html;
  }
  const sources: string[] = [];
  const withoutChunks = html.slice(0, end).replace(ASYNC_CHUNK, (_tag, src: string) => {
    sources.push(src);
    return '';
  });
  if (!sources.length) {
    if (ANY_CHUNK_SCRIPT.test(html)) onUnknownShape?.();
    return html;
  }
  const withoutPreloads = withoutChunks.replace(SCRIPT_PRELOAD, (tag, href: string) => (sources.includes(href) ? '' : tag));
  return `${withoutPreloads}<script>${loader(sources)}</script>${html.slice(end)}`;
}
