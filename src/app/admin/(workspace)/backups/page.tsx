import { getTranslations } from 'next-intl/server';
import { AdminPage } from '@/components/admin/admin-page';
import { RowAction } from '@/components/admin/row-action';
import { buttonClasses } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { requireAdminPage } from '@/features/auth/guard';
import { backupOverview } from '@/features/backups/admin';
import { LATEST_BACKUP_PATH } from '@/features/backups/paths';
import { createBackupFromPage } from '@/features/backups/admin-form-actions';
import { formatDateTime } from '@/lib/time';

const size = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('en-GB', { maximumFractionDigits: 1 })} MB`;

export default async function BackupsPage() {
  await requireAdminPage();
  const [overview, t] = await Promise.all([backupOverview(), getTranslations('backups.page')]);
  return (
    <AdminPage
      titleId="backups-title"
      title={t('title')}
      actions={
        <div className="flex gap-2">
          {overview.embedded && <RowAction action={createBackupFromPage} fields={{}} label={t('createNow')} variant="secondary" />}
          {overview.files.length > 0 && (
            <a href={LATEST_BACKUP_PATH} className={buttonClasses('primary', 'sm')}>
              {t('downloadLatest')}
            </a>
          )}
        </div>
      }
    >
      <p className="text-sm text-slate-700">{overview.embedded ? t('embedded', { dir: overview.dir, keep: overview.keep }) : t('postgres')}</p>
      <DataTable columns={[t('file'), t('made'), t('size')]} empty={overview.files.length === 0 && <p className="p-4 text-slate-700">{t('empty')}</p>}>
        {overview.files.map((file) => (
          <tr key={file.name} className="border-t border-slate-100">
            <td className="px-3 py-2 font-mono text-sm break-all">{file.name}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(file.modifiedAt)}</td>
            <td className="px-3 py-2 whitespace-nowrap">{size(file.bytes)}</td>
          </tr>
        ))}
      </DataTable>
    </AdminPage>
  );
}
