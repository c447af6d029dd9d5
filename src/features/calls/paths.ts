/** The calls area's URLs: the company's private call page, the planners' calendar feeds and the admin's Calls tab. */
export const CALL_PAGE_PREFIX = '/termin/';
export const CALL_FEED_PREFIX = '/kalender/';
export const ADMIN_CALLS_PATH = '/admin/calls';
export const ADMIN_CALL_SETTINGS_PATH = '/admin/calls/settings';

/** The request's private page to book, move or cancel its call (the token is the call link's, lib/link-tokens.ts). */
export const callPagePath = (token: string) => `${CALL_PAGE_PREFIX}${token}`;

/** A planner's private calendar subscription (.ics of their calls). */
export const callFeedPath = (token: string) => `${CALL_FEED_PREFIX}${token}.ics`;
