import { getDb } from '@/db/client';
import { UNSUBSCRIBE_PAGE_PATH, withToken } from '@/features/newsletter/paths';
import { unsubscribe } from '@/features/newsletter/subscription-queries';
import { logger } from '@/lib/logger';
import { absoluteUrl } from '@/lib/seo';

// The unsubscribe link of every newsletter mail and its List-Unsubscribe header. A route handler, not a page
// or server action: a mail program's one-click POST (RFC 8058) comes without cookies and origin, and must work.

const NO_STORE = { 'cache-control': 'no-store' };

const ONE_CLICK_ANSWERS = {
  unsubscribed: 'Sie haben den Newsletter abbestellt.',
  already: 'Sie haben den Newsletter abbestellt.',
  invalid: 'Dieser Abmeldelink ist ungültig.',
} as const;

function tokenOf(request: Request, form?: FormData): string {
  return new URL(request.url).searchParams.get('token') ?? String(form?.get('token') ?? '');
}

/** To the page with the button (it shows the result after a POST). */
function toPage(token: string): Response {
  return new Response(null, { status: 303, headers: { location: absoluteUrl(withToken(UNSUBSCRIBE_PAGE_PATH, token)), ...NO_STORE } });
}

/** Opening the link changes nothing (mail scanners open links): it shows the page with the button. */
export function GET(request: Request): Response {
  return toPage(tokenOf(request));
}

/** Unsubscribes: the page's button (answered with the page) or a mail program's one-click POST (answered with a status). */
export async function POST(request: Request): Promise<Response> {
  const form = await request.formData().catch(() => undefined);
  const token = tokenOf(request, form);
  const outcome = await unsubscribe(await getDb(), token);
  if (outcome === 'unsubscribed') logger.info('newsletter unsubscribed');
  if (form?.get('List-Unsubscribe') !== 'One-Click') return toPage(token);
  return new Response(ONE_CLICK_ANSWERS[outcome], { status: outcome === 'invalid' ? 404 : 200, headers: { 'content-type': 'text/plain; charset=utf-8', ...NO_STORE } });
}
