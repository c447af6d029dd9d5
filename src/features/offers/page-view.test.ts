import { describe, expect, it } from 'vitest';
import { REQUEST_METHOD_HEADER } from '@/lib/next-internals';
import { isPageView } from './page-view';

describe('isPageView', () => {
  it('counts a plain GET, and a client navigation of the router', () => {
    expect(isPageView(new Headers({ [REQUEST_METHOD_HEADER]: 'GET' }))).toBe(true);
    expect(isPageView(new Headers({ [REQUEST_METHOD_HEADER]: 'GET', rsc: '1' }))).toBe(true);
  });

  it.each([
    ['a HEAD request', { [REQUEST_METHOD_HEADER]: 'HEAD' }],
    ['a form post', { [REQUEST_METHOD_HEADER]: 'POST' }],
    ["the router's prefetch", { [REQUEST_METHOD_HEADER]: 'GET', 'next-router-prefetch': '1' }],
    ["the browser's speculative prefetch", { [REQUEST_METHOD_HEADER]: 'GET', 'sec-purpose': 'prefetch;prerender' }],
    ['an old-style prefetch', { [REQUEST_METHOD_HEADER]: 'GET', purpose: 'prefetch' }],
  ])('does not count %s', (_case, headers) => {
    expect(isPageView(new Headers(headers))).toBe(false);
  });
});
