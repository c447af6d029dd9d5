import { type NextRequest, NextResponse } from 'next/server';
import { shouldLogNotFound } from '@/lib/known-paths';
import { logger } from '@/lib/logger';

/** Logs requests for unknown pages as errors (they answer 404); everything else passes untouched. */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (shouldLogNotFound(pathname)) logger.error({ path: pathname, referer: request.headers.get('referer') }, 'page not found (404)');
  return NextResponse.next();
}

export const config = {
  matcher: ['/((?!_next/|api/).*)'],
};
