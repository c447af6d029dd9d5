/** The admin area's entry, the signed-in person's own pages and the user list: every link to them is built here. */
export const ADMIN_PATH = '/admin';
export const ADMIN_ACCOUNT_PATH = '/admin/account';
export const ADMIN_USERS_PATH = '/admin/users';
/** Where a signed-in account without the admin role waits for its approval. */
export const APPROVAL_PATH = '/admin/pending';
