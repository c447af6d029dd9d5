import { getDb } from '@/db/client';
import { adminRoute } from '@/features/auth/guard';
import { dueToday } from '@/features/overview/due-queries';
import { requestsCsvStream } from '@/features/requests/csv-export';
import { csvDownload } from '@/lib/csv';

/** CSV of the inbox's current filter (the same query string as the list). */
export const GET = adminRoute(async (request) => {
  const db = await getDb();
  const dueTodayIds = async () => (await dueToday(db, new Date())).map((due) => due.id);
  return csvDownload(await requestsCsvStream(db, new URL(request.url).searchParams, dueTodayIds), 'anfragen');
});
