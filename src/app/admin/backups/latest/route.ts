import { latestBackupDownload } from '@/features/backups/admin';
import { adminRoute } from '@/features/auth/guard';

/** The newest backup file, for admins only. */
export const GET = adminRoute(() => latestBackupDownload());
