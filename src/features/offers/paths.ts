import { requestPath } from '@/features/requests/paths';

/** The company's private offer page and its PDF. The token is a secret: never log these paths. */
export const OFFER_PAGE_PREFIX = '/angebot/';

export function offerPagePath(token: string): string {
  return `${OFFER_PAGE_PREFIX}${token}`;
}

export function offerPdfPath(token: string): string {
  return `${OFFER_PAGE_PREFIX}${token}/pdf`;
}

/** The planner's offer screens under a request. */
export function offerAdminPath(requestId: string): string {
  return `${requestPath(requestId)}/offer`;
}
