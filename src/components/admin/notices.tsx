import * as z from 'zod/mini';
import { defineSearchParams, type SearchParams } from '@/lib/search-params';
import { AdminNotice } from './admin-notice';
import type { Outcome } from './form-state';

/** The search param a redirect names its outcome in; the toast takes it out of the address again. */
const NOTICE_PARAM = 'notice';

/** A feature's notices: the outcomes a redirect can report once on the screen it lands on (?notice=…). */
export interface Notices<K extends string> {
  /** The notice the address names, with its key; only the table's keys count, so an address never carries a text. */
  read(params: SearchParams): (Outcome & { key: K }) | undefined;
  /** `path` with the notice to show there. */
  href(notice: K, path: string): string;
}

/** The notices of a feature's table of outcomes (the feature keeps the words, this the address). */
export function defineNotices<K extends string>(table: Readonly<Record<K, Outcome>>): Notices<K> {
  const keys = Object.keys(table) as [K, ...K[]];
  const params = defineSearchParams({ notice: z.optional(z.enum(keys)) }, { names: { notice: NOTICE_PARAM } });
  return {
    read(search) {
      const key = params.parse(search).values.notice;
      return key && { key, ...table[key] };
    },
    href: (notice, path) => params.href({ notice }, path),
  };
}

/** The toast of the notice the address names, if any (a new notice shows anew: its key makes a new toast). */
export function AddressNotice<K extends string>({ notices, params }: { notices: Notices<K>; params: SearchParams }) {
  const notice = notices.read(params);
  return notice ? <AdminNotice key={notice.key} kind={notice.kind} text={notice.text} clearParam={NOTICE_PARAM} /> : null;
}
