import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '@/db/client';
import { invoiceDebtors } from '@/db/schema';

/** The first account a buyer gets: 10000 stays the collective account (`SKR03_ACCOUNTS.debitor`) of earlier exports. */
export const FIRST_DEBTOR_ACCOUNT = 10001;

/** How often a key is tried again when another export took the same account meanwhile. */
const ATTEMPTS = 50;

async function existingAccounts(tx: Executor, keys: readonly string[]): Promise<Map<string, number>> {
  if (!keys.length) return new Map();
  const rows = await tx.select({ key: invoiceDebtors.key, account: invoiceDebtors.account }).from(invoiceDebtors).where(inArray(invoiceDebtors.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.account]));
}

/**
 * The account of one new key: the next after the highest, inserted unless a row conflicts. `on conflict do
 * nothing` without a target covers both unique columns, and PostgreSQL makes a conflicting insert wait for the
 * other transaction: when that one wrote the same key, the key has its account now; when it took the same account
 * for another key, the next statement (read committed) sees it and takes the next one.
 */
async function assignAccount(tx: Executor, key: string): Promise<number> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const inserted = rowsOf<{ account: number }>(
      await tx.execute(sql`
        insert into ${invoiceDebtors} (key, account)
        select ${key}::text, greatest(coalesce(max(${invoiceDebtors.account}), 0) + 1, ${FIRST_DEBTOR_ACCOUNT}::integer) from ${invoiceDebtors}
        on conflict do nothing
        returning account`),
    );
    if (inserted.length) return Number(inserted[0].account);
    const existing = (await existingAccounts(tx, [key])).get(key);
    if (existing !== undefined) return existing;
  }
  throw new Error('No debtor account could be assigned: other exports kept taking the next one');
}

/**
 * The debtor account of each key (`datevDebtorKey`), in the export's transaction: a key that has one keeps it, a
 * new key takes the next free account, in the order given (the export's first invoice of each buyer first), so
 * the same buyer has the same account in every export.
 */
export async function debtorAccounts(tx: Executor, keys: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(keys)];
  const accounts = await existingAccounts(tx, unique);
  for (const key of unique) if (!accounts.has(key)) accounts.set(key, await assignAccount(tx, key));
  return accounts;
}
