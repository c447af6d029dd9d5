import { expect, it } from 'vitest';
import { invoiceDebtors } from '@/db/schema';
import { DATABASE_DECIDES, describeEachDatabase, freshDatabaseEach } from '@/test/databases';
import { inTransaction } from '@/test/transaction';
import { debtorAccounts, FIRST_DEBTOR_ACCOUNT } from './debtor-queries';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase('the debtor accounts', (database) => {
  const handle = freshDatabaseEach(database);
  const accounts = (keys: string[]) => inTransaction(handle.db, debtorAccounts)(keys);

  it('numbers new keys from 10001 in the order given and keeps a key’s account', async () => {
    expect(FIRST_DEBTOR_ACCOUNT).toBe(10001);
    expect(await accounts(['vat:DE1', 'name:DE-1:b', 'vat:DE1'])).toEqual(new Map([['vat:DE1', 10001], ['name:DE-1:b', 10002]]));
    expect(await accounts(['name:DE-1:c', 'name:DE-1:b'])).toEqual(new Map([['name:DE-1:c', 10003], ['name:DE-1:b', 10002]]));
    expect(await accounts([])).toEqual(new Map());
  });

  it('gives one account per key when two transactions assign at once', DATABASE_DECIDES, async () => {
    // The first holds its new account uncommitted for a while; the second wants the same next account for another
    // key, waits, and takes the one after; for the key both want, it gets the first one's account.
    // The second starts once the first has its account (not after a guessed pause: a loaded machine is slower).
    let tookAccount = () => {};
    const firstTook = new Promise<void>((resolve) => (tookAccount = resolve));
    const first = handle.db.transaction(async (tx) => {
      const taken = await debtorAccounts(tx, ['vat:DE1']);
      tookAccount();
      await pause(150);
      return taken;
    });
    await firstTook;
    const second = accounts(['name:DE-1:b', 'vat:DE1']);
    expect(await first).toEqual(new Map([['vat:DE1', 10001]]));
    expect(await second).toEqual(new Map([['name:DE-1:b', 10002], ['vat:DE1', 10001]]));
    expect(await handle.db.select({ key: invoiceDebtors.key, account: invoiceDebtors.account }).from(invoiceDebtors).orderBy(invoiceDebtors.account)).toEqual([
      { key: 'vat:DE1', account: 10001 },
      { key: 'name:DE-1:b', account: 10002 },
    ]);
  });

  it('refuses an account outside DATEV’s debtor range', async () => {
    await expect(handle.db.insert(invoiceDebtors).values({ key: 'x', account: 9999 })).rejects.toThrow();
    await expect(handle.db.insert(invoiceDebtors).values({ key: 'y', account: 70000 })).rejects.toThrow();
  });
});
