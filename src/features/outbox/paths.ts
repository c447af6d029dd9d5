/** The Outbox tab. */
export const ADMIN_OUTBOX_PATH = '/admin/outbox';
