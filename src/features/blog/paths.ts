/** The admin's list of posts; the editor returns to it. */
export const ADMIN_POSTS_PATH = '/admin/posts';
