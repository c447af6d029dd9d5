/** The Backups tab and the download of the newest backup (a route handler, not a page). */
export const ADMIN_BACKUPS_PATH = '/admin/backups';
export const LATEST_BACKUP_PATH = '/admin/backups/latest';
