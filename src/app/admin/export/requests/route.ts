import { getDb } from '@/db/client';
import { adminRoute } from '@/features/auth/guard';
import { requestsCsvStream } from '@/features/requests/csv-export';
import { csvDownload } from '@/lib/csv';

/** CSV of the inbox's current filter (the same query string as the list). */
export const GET = adminRoute(async (request) => csvDownload(await requestsCsvStream(await getDb(), new URL(request.url).searchParams), 'anfragen'));
