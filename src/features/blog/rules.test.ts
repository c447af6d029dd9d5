import { describe, expect, it } from 'vitest';
import { addTag, estimateReadingTime, nextPublishState, normalizeTags, readingTimeOf, SLUG_PATTERN, slugify, wordCount } from './rules';

describe('slugify', () => {
  it.each([
    ['Weihnachtsfeier-Trends 2025', 'weihnachtsfeier-trends-2025'],
    ['Außergewöhnliche Locations in Düsseldorf', 'aussergewoehnliche-locations-in-duesseldorf'],
    ['ÄÖÜ äöü ß', 'aeoeue-aeoeue-ss'],
    ['Glühwein & Gänsebraten: 7 Tipps!', 'gluehwein-gaensebraten-7-tipps'],
    ['  viele   Leerzeichen  ', 'viele-leerzeichen'],
    ['Bindestriche -- und - mehr', 'bindestriche-und-mehr'],
    ['Café crème à la carte', 'cafe-creme-a-la-carte'],
    ['„Zitat“ – Gedankenstrich', 'zitat-gedankenstrich'],
    ['-am-Rand-', 'am-rand'],
    ['!!!', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    if (slug) expect(slug).toMatch(SLUG_PATTERN);
  });
});

describe('tags', () => {
  it('trims, drops empty ones and duplicates (the first spelling stays)', () => {
    expect(normalizeTags([' Budget ', '', 'budget', 'Team  Event', '  ', 'Steuern', 'BUDGET'])).toEqual(['Budget', 'Team Event', 'Steuern']);
  });
  it('adds a new tag at the end and ignores empty or known ones', () => {
    expect(addTag(['Budget'], ' Steuern ')).toEqual(['Budget', 'Steuern']);
    expect(addTag(['Budget'], 'budget')).toEqual(['Budget']);
    expect(addTag(['Budget'], '   ')).toEqual(['Budget']);
  });
});

describe('reading time', () => {
  it.each([
    ['7', 7],
    [12, 12],
    ['0', 1],
    ['-3', 1],
    ['2.6', 3],
    ['', 5],
    ['abc', 5],
    [undefined, 5],
    [Number.NaN, 5],
  ])('%j → %d', (input, minutes) => {
    expect(readingTimeOf(input)).toBe(minutes);
  });

  it('counts words without markdown markup', () => {
    expect(wordCount('## Überschrift\n\n- eins\n- zwei [Link-Text](https://example.org)\n\n| a | b |\n|---|---|')).toBe(6);
  });

  it('suggests 200 words a minute, rounded up, at least one', () => {
    expect(estimateReadingTime('')).toBe(1);
    expect(estimateReadingTime(Array(200).fill('Wort').join(' '))).toBe(1);
    expect(estimateReadingTime(Array(201).fill('Wort').join(' '))).toBe(2);
    expect(estimateReadingTime(Array(1000).fill('Wort').join(' '))).toBe(5);
  });
});

describe('publish transitions', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const earlier = new Date('2026-10-01T08:00:00Z');
  it('a new or draft post gets the date when published', () => {
    expect(nextPublishState(undefined, true, now)).toEqual({ published: true, publishedAt: now });
    expect(nextPublishState({ published: false, publishedAt: null }, true, now)).toEqual({ published: true, publishedAt: now });
  });
  it('an update of a published post keeps its first date', () => {
    expect(nextPublishState({ published: true, publishedAt: earlier }, true, now)).toEqual({ published: true, publishedAt: earlier });
  });
  it('unpublishing clears the date', () => {
    expect(nextPublishState({ published: true, publishedAt: earlier }, false, now)).toEqual({ published: false, publishedAt: null });
    expect(nextPublishState(undefined, false, now)).toEqual({ published: false, publishedAt: null });
  });
});
