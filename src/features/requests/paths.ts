/** The inbox and a request's page in the admin: every link to them is built here. */
export const INBOX_PATH = '/admin/requests';

export const requestPath = (requestId: string) => `${INBOX_PATH}/${requestId}`;

/** The inbox filtered to what is due (the overview's „Fällig“ link). */
export const DUE_INBOX_PATH = `${INBOX_PATH}?due=1`;
