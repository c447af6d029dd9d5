import { useTranslations } from 'next-intl';
import { AdminPage } from '@/components/admin/admin-page';
import { RowAction } from '@/components/admin/row-action';
import { DataTable } from '@/components/ui/data-table';
import { imagePath } from '@/features/images/paths';
import { formatDateTime } from '@/lib/time';
import { approveAccount, removeWaitingAccount, revokeAdminRole } from '../admin-form-actions';
import { profileFormValues } from '../admin-form-schema';
import { profileAnchor } from '../anchors';
import { plannerName } from '../planner';
import { ADMIN_ROLE, PARTNER_ROLE } from '../texts';
import type { AccountRow } from '../user-queries';
import { ProfileForm } from './profile-form';

/** An account's display name above its address; "No name yet" (muted) while it has none. */
function AccountName({ account }: { account: Pick<AccountRow, 'name' | 'email'> }) {
  const t = useTranslations('auth.users');
  const name = plannerName(account);
  return (
    <>
      {name ? <span className="block font-medium break-words text-slate-900">{name}</span> : <span className="block text-slate-500 italic">{t('noName')}</span>}
      <span className="block break-all">{account.email}</span>
    </>
  );
}

/**
 * Every account with what can be done with it; the signed-in admin (`adminId`) cannot revoke itself. Below the list,
 * each admin's profile (name, direct phone, job title, portrait) as the companies see it, to edit.
 */
export function UserList({ accounts, adminId }: { accounts: readonly AccountRow[]; adminId: string }) {
  const t = useTranslations('auth.users');
  const admins = accounts.filter((account) => account.role === ADMIN_ROLE);
  return (
    <AdminPage titleId="users-title" title={t('title')}>
      <p className="text-sm text-slate-600">{t('intro')}</p>
      <DataTable columns={[t('account'), t('verified'), t('role'), t('signedUp'), t('actions')]}>
        {accounts.map((account) => {
          const isAdmin = account.role === ADMIN_ROLE;
          const fields = { userId: account.id };
          return (
            <tr key={account.id} className="border-t border-slate-100 align-top">
              <td className="px-3 py-2">
                <AccountName account={account} />
              </td>
              <td className="px-3 py-2">{account.emailVerified ? t('yes') : t('no')}</td>
              <td className="px-3 py-2">{isAdmin ? t('roleAdmin') : account.role === PARTNER_ROLE ? t('rolePartner') : t('roleWaiting')}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(account.createdAt)}</td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap items-center gap-2">
                  {isAdmin ? (
                    <>
                      <a href={`#${profileAnchor(account.id)}`} className="text-sm font-medium text-pine-700 underline">
                        {t('editProfile')}
                      </a>
                      {account.id !== adminId && <RowAction action={revokeAdminRole} fields={fields} label={t('revoke')} />}
                    </>
                  ) : (
                    <>
                      {account.role !== PARTNER_ROLE && <RowAction action={approveAccount} fields={fields} label={t('approve')} variant="secondary" />}
                      <RowAction
                        action={removeWaitingAccount}
                        fields={fields}
                        label={t('remove')}
                        variant="danger"
                        confirm={{ title: t('removeTitle', { email: account.email }), description: t('removeDescription') }}
                      />
                    </>
                  )}
                  {account.id === adminId && <span className="text-slate-500">{t('you')}</span>}
                </div>
              </td>
            </tr>
          );
        })}
      </DataTable>
      {admins.length > 0 && (
        <section aria-labelledby="profiles-title" className="space-y-4 pt-4">
          <h2 id="profiles-title" className="text-xl font-bold text-pine-900">
            {t('profilesTitle')}
          </h2>
          <p className="text-sm text-slate-600">{t('profilesIntro')}</p>
          <div className="grid gap-4 lg:grid-cols-2">
            {admins.map((account) => (
              <ProfileForm
                key={account.id}
                account={account}
                initial={profileFormValues(account)}
                photoUrl={account.photoImageId ? imagePath(account.photoImageId) : undefined}
                title={plannerName(account) ?? t('noName')}
                own={account.id === adminId}
                headingLevel="h3"
              />
            ))}
          </div>
        </section>
      )}
    </AdminPage>
  );
}
