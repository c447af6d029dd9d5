import { REQUEST_METHOD_HEADER } from '@/lib/next-internals';

/**
 * Whether a request for the offer page is the company looking at it: a GET (not a HEAD, not a form post) that is
 * no prefetch, neither Next's router nor the browser's speculative loading. Only such a view counts as the first.
 */
export function isPageView(headers: Headers): boolean {
  if ((headers.get(REQUEST_METHOD_HEADER) ?? 'GET') !== 'GET') return false;
  if (headers.has('next-router-prefetch')) return false;
  const purpose = `${headers.get('purpose') ?? ''} ${headers.get('sec-purpose') ?? ''} ${headers.get('x-purpose') ?? ''}`.toLowerCase();
  return !purpose.includes('prefetch') && !purpose.includes('preview');
}
