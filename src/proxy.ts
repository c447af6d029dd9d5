import { type NextRequest, NextResponse } from 'next/server';
import { createRepeatFilter, shouldLogNotFound } from '@/lib/known-paths';
import { logger } from '@/lib/logger';

const firstTimeSeen = createRepeatFilter(1000);

/** Logs requests for unknown pages as errors (they answer 404); everything else passes untouched. */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const client = request.headers.get('x-forwarded-for') ?? '';
  if (shouldLogNotFound(pathname) && firstTimeSeen(`${pathname} ${client} ${request.headers.get('user-agent') ?? ''}`)) {
    logger.error({ path: pathname, referer: request.headers.get('referer') }, 'page not found (404)');
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/((?!_next/|api/).*)'],
};
