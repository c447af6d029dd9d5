import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { NEXT_INTERNALS } from './internals';
import { runScriptsAfterFirstPaint } from './paint-first';

/** The 404 page exactly as `next build` (Next 16.4) wrote it: the markup the patterns must match. Capture it anew after a Next upgrade. */
const BUILT_PAGE = readFileSync(new URL('./fixtures/next-16-not-found.html', import.meta.url), 'utf8');

const PAGE = [
  '<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main-1.js"/>',
  '<script src="/_next/static/chunks/react-2.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-3.js" async=""></script>',
  '<script src="/_next/static/chunks/legacy-4.js" noModule=""></script>',
  '</head><body><h1>Weihnachtsfeier</h1>',
  '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
  '<script src="/_next/static/chunks/main-1.js" async=""></script>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join('');

describe('runScriptsAfterFirstPaint', () => {
  const html = runScriptsAfterFirstPaint(PAGE);

  it('takes every async chunk script and its preload out of the page', () => {
    expect(html).not.toMatch(/async=""/);
    expect(html).not.toContain('rel="preload"');
  });

  it('keeps the content, the stylesheet, the data, the inline payload and the legacy script', () => {
    for (const kept of ['<h1>Weihnachtsfeier</h1>', 'a.css', 'application/ld+json', '<script id="_R_">', 'self.__next_f.push', 'legacy-4.js" noModule=""']) expect(html).toContain(kept);
  });

  it('ends the body with a loader that adds the chunks in their order once the first contentful paint is reported, at once in a tab in the background', () => {
    const loader = /<script>(\(function\(s\)\{.*?)<\/script><\/body><\/html>$/.exec(html)?.[1];
    expect(loader).toContain('if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}');
    expect(loader).toContain('if(document.hidden)return r()');
    expect(loader).toContain('setTimeout(r,3000)');
    expect(loader).toContain('["/_next/static/chunks/react-2.js","/_next/static/chunks/turbopack-3.js","/_next/static/chunks/main-1.js"]');
  });

  it('says in window.__paintFirst whether the chunks have run', () => {
    const run = new Function('window', 'document', 'PerformanceObserver', 'setTimeout', /<script>(\(function\(s\)\{.*?)<\/script><\/body>/.exec(html)![1]);
    const added: { onload?: () => void }[] = [];
    const fakeWindow: { __paintFirst?: string } = {};
    const fakeDocument = { hidden: true, createElement: () => ({}), head: { appendChild: (script: { onload?: () => void }) => added.push(script) } };
    run(fakeWindow, fakeDocument, undefined, () => undefined);
    expect(added).toHaveLength(3);
    expect(fakeWindow.__paintFirst).toBe('pending');
    added.slice(0, 2).forEach((script) => script.onload!());
    expect(fakeWindow.__paintFirst).toBe('pending');
    added[2].onload!();
    expect(fakeWindow.__paintFirst).toBe('done');
  });

  it('leaves a page without chunk scripts, or without a body end, as it is', () => {
    expect(runScriptsAfterFirstPaint('<html><body><p>x</p></body></html>')).toBe('<html><body><p>x</p></body></html>');
    expect(runScriptsAfterFirstPaint('<script src="/_next/static/chunks/a.js" async=""></script>')).toBe('<script src="/_next/static/chunks/a.js" async=""></script>');
  });
});

describe('runScriptsAfterFirstPaint on a page of a real production build', () => {
  const chunks = [...BUILT_PAGE.matchAll(new RegExp(NEXT_INTERNALS.chunkScript.pattern, 'g'))].map((match) => match[1]);

  it('finds the chunk scripts of the build and moves every one of them into the loader, in their order', () => {
    expect(chunks.length).toBeGreaterThan(3);
    const onUnknownShape = vi.fn();
    const html = runScriptsAfterFirstPaint(BUILT_PAGE, onUnknownShape);
    expect(onUnknownShape).not.toHaveBeenCalled();
    expect(html).not.toMatch(NEXT_INTERNALS.chunkScript.anyShape);
    expect(html).not.toMatch(NEXT_INTERNALS.chunkPreload.anyShape);
    expect(html).toContain(`(${JSON.stringify(chunks)})</script></body>`);
    expect(html).toContain('self.__next_f.push');
  });

  it('reports chunk scripts of a shape it does not know, and leaves such a page as it is', () => {
    const changed = BUILT_PAGE.replaceAll(' async=""></script>', ' async="" data-next=""></script>');
    const onUnknownShape = vi.fn();
    expect(runScriptsAfterFirstPaint(changed, onUnknownShape)).toBe(changed);
    expect(onUnknownShape).toHaveBeenCalledOnce();
  });

  it('reports a page with chunk scripts but no body end to put the loader before, and leaves it as it is', () => {
    const cut = BUILT_PAGE.slice(0, BUILT_PAGE.lastIndexOf('</body>'));
    const onUnknownShape = vi.fn();
    expect(runScriptsAfterFirstPaint(cut, onUnknownShape)).toBe(cut);
    expect(onUnknownShape).toHaveBeenCalledOnce();
  });

  it('does not report a page without module chunk scripts', () => {
    const onUnknownShape = vi.fn();
    runScriptsAfterFirstPaint('<html><body><script src="/_next/static/chunks/legacy.js" noModule=""></script></body></html>', onUnknownShape);
    expect(onUnknownShape).not.toHaveBeenCalled();
  });
});
