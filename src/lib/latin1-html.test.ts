import { describe, expect, it } from 'vitest';
import { latin1Html } from './latin1-html';

/** What a browser reads from markup: numeric character references become their characters. */
const markupText = (html: string) => html.replace(/&#x([0-9a-f]+);/g, (_ref, hex: string) => String.fromCodePoint(parseInt(hex, 16)));
const scripts = (html: string) => [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const aboveLatin1 = /[^\u0000-\u00ff]/;

const page = [
  '<!DOCTYPE html><html lang="de"><head><title>Weihnachtsfeier – Planung</title><meta name="description" content="ab 9 € im Monat …"/></head>',
  '<body><p title="„Zitat“">Größe – 199,00 € 🎄</p>',
  '<script type="application/ld+json">{"name":"Werbeplätze – ab 9 €","emoji":"🎄"}</script>',
  '<script>self.__next_f.push([1,"7b:T5,Preis – 9 €\\n"])</script>',
  '<script>(function(){window.done="✓"})()</script></body></html>',
].join('');

describe('latin1Html', () => {
  it('keeps nothing above U+00FF and leaves the umlauts as they are', () => {
    const escaped = latin1Html(page);
    expect(escaped).not.toMatch(aboveLatin1);
    expect(escaped).toContain('Größe');
    expect(escaped).toContain('<title>Weihnachtsfeier &#x2013; Planung</title>');
  });

  it('reads as the same document: the markup with its references resolved, the scripts as the same values', () => {
    const escaped = latin1Html(page);
    const [jsonLd, payload, code] = scripts(escaped);
    expect(markupText(escaped.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''))).toBe(page.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''));
    expect(JSON.parse(jsonLd)).toEqual(JSON.parse(scripts(page)[0]));
    const pushed: unknown[] = [];
    new Function('self', payload)({ __next_f: pushed });
    expect(pushed).toEqual([[1, '7b:T5,Preis – 9 €\n']]);
    const window: { done?: string } = {};
    new Function('window', code)(window);
    expect(window.done).toBe('✓');
  });

  it('returns a page without such characters, or with a style sheet holding one, unchanged', () => {
    const plain = '<html><body><p>Größe: 199,00 EUR</p></body></html>';
    expect(latin1Html(plain)).toBe(plain);
    const styled = '<html><head><style>q::before{content:"„"}</style></head><body>– </body></html>';
    expect(latin1Html(styled)).toBe(styled);
  });
});
