/** The admin's first tab. */
export const ADMIN_OVERVIEW_PATH = '/admin/overview';
