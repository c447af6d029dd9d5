/** A venue's private page of one availability request: its answer, and the booking once the company chose it. */
export const INVITE_PAGE_PREFIX = '/verfuegbarkeit/';
export const invitePagePath = (token: string) => `${INVITE_PAGE_PREFIX}${token}`;

/** Where the page opens after a post: the notice of what was saved. */
export const INVITE_NOTICE_PARAM = 'hinweis';
export type InviteNotice = 'antwort' | 'abgelehnt' | 'bestaetigt' | 'buchung-abgelehnt';
export const invitePageWithNotice = (token: string, notice: InviteNotice) => `${invitePagePath(token)}?${INVITE_NOTICE_PARAM}=${notice}`;
