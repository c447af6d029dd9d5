import { ActionButton } from '@/components/ui/action-button';
import { DataTable } from '@/components/ui/data-table';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/features/auth/guard';
import { ADMIN_ROLE } from '@/features/auth/texts';
import { grantAdmin, removeAccount, revokeAdmin } from '@/features/auth/admin-actions';
import { listAccounts } from '@/features/auth/users';
import { formatDateTime } from '@/lib/time';

export default async function UsersPage() {
  const admin = await requireAdminPage();
  const accounts = await listAccounts(await getDb());
  return (
    <section aria-labelledby="users-title">
      <h1 id="users-title" className="text-2xl font-bold text-pine-900">
        Users
      </h1>
      <p className="mt-1 text-sm text-slate-600">Anyone can sign up; only accounts with the admin role work here. Approving an account grants the role.</p>
      <div className="mt-4">
        <DataTable columns={['Email', 'Verified', 'Role', 'Signed up', 'Actions']}>
          {accounts.map((account) => {
            const isAdmin = account.role === ADMIN_ROLE;
            const input = { userId: account.id };
            return (
              <tr key={account.id} className="border-t border-slate-100 align-top">
                <td className="px-3 py-2 break-all">{account.email}</td>
                <td className="px-3 py-2">{account.emailVerified ? 'Yes' : 'No'}</td>
                <td className="px-3 py-2">{isAdmin ? 'Admin' : 'Waiting for approval'}</td>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(account.createdAt)}</td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-2">
                    {isAdmin ? (
                      account.id !== admin.id && <ActionButton action={revokeAdmin} input={input} label="Revoke admin" success="Admin role revoked" />
                    ) : (
                      <>
                        <ActionButton action={grantAdmin} input={input} label="Approve as admin" success="Account approved" variant="secondary" />
                        <ActionButton action={removeAccount} input={input} label="Remove" success="Account removed" confirm={`Remove ${account.email}? This action cannot be undone.`} />
                      </>
                    )}
                    {account.id === admin.id && <span className="text-slate-500">(you)</span>}
                  </div>
                </td>
              </tr>
            );
          })}
        </DataTable>
      </div>
    </section>
  );
}
