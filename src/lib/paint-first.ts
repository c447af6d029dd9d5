/**
 * Next puts its chunk scripts into the head as `async`, so a browser that has them early (a fast connection, or the
 * cache on a repeat visit) runs them before it paints the page: the hero, already in the HTML, waits for the
 * scripts, and Lighthouse counts every script that ran before the paint into the largest paint (2.2 s instead of
 * the 0.9 s of the first paint on a simulated phone). Here a cached page's chunks are still fetched at once
 * (preloaded), but run only after the first contentful paint (or after a few seconds in a tab that never paints,
 * e.g. one opened in the background), so the page is painted as it arrives and hydrated right after.
 */
const ASYNC_CHUNK = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g;
/** A tab in the background does not paint; its scripts run after this anyway. */
const FALLBACK_MS = 3000;

function loader(sources: readonly string[]): string {
  return (
    '(function(s){var d=0;function r(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}' +
    'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(r)}}).observe({type:"paint",buffered:true})}catch(e){r()}' +
    `setTimeout(r,${FALLBACK_MS})})(${JSON.stringify(sources)})`
  );
}

/** The page's HTML with its chunk scripts run after the first paint; unchanged when it has none of the expected shape. */
export function runScriptsAfterFirstPaint(html: string): string {
  const sources: string[] = [];
  const withoutChunks = html.replace(ASYNC_CHUNK, (_tag, src: string) => {
    sources.push(src);
    return '';
  });
  const end = withoutChunks.lastIndexOf('</body>');
  if (!sources.length || end < 0) return html;
  const withoutPreloads = withoutChunks.slice(0, end).replace(SCRIPT_PRELOAD, (tag, href: string) => (sources.includes(href) ? '' : tag));
  return `${withoutPreloads}<script>${loader(sources)}</script>${withoutChunks.slice(end)}`;
}
