import { AdminPage } from '@/components/admin/admin-page';
import { RowAction } from '@/components/admin/row-action';
import { DataTable } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/time';
import { approveAccount, removeWaitingAccount, revokeAdminRole } from '../admin-form-actions';
import { ADMIN_ROLE, PARTNER_ROLE } from '../texts';
import type { AccountRow } from '../user-queries';

/** Every account with what can be done with it; the signed-in admin (`adminId`) cannot revoke itself. */
export function UserList({ accounts, adminId }: { accounts: readonly AccountRow[]; adminId: string }) {
  return (
    <AdminPage titleId="users-title" title="Users">
      <p className="text-sm text-slate-600">Anyone can sign up; only accounts with the admin role work here. Approving an account grants the role.</p>
      <DataTable columns={['Email', 'Verified', 'Role', 'Signed up', 'Actions']}>
        {accounts.map((account) => {
          const isAdmin = account.role === ADMIN_ROLE;
          const fields = { userId: account.id };
          return (
            <tr key={account.id} className="border-t border-slate-100 align-top">
              <td className="px-3 py-2 break-all">{account.email}</td>
              <td className="px-3 py-2">{account.emailVerified ? 'Yes' : 'No'}</td>
              <td className="px-3 py-2">{isAdmin ? 'Admin' : account.role === PARTNER_ROLE ? 'Venue partner' : 'Waiting for approval'}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(account.createdAt)}</td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-2">
                  {isAdmin ? (
                    account.id !== adminId && <RowAction action={revokeAdminRole} fields={fields} label="Revoke admin" />
                  ) : (
                    <>
                      {account.role !== PARTNER_ROLE && <RowAction action={approveAccount} fields={fields} label="Approve as admin" variant="secondary" />}
                      <RowAction action={removeWaitingAccount} fields={fields} label="Remove" variant="danger" confirm={{ title: `Remove ${account.email}?`, description: 'This action cannot be undone.' }} />
                    </>
                  )}
                  {account.id === adminId && <span className="text-slate-500">(you)</span>}
                </div>
              </td>
            </tr>
          );
        })}
      </DataTable>
    </AdminPage>
  );
}
