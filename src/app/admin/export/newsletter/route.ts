import { getDb } from '@/db/client';
import { adminRoute } from '@/features/auth/guard';
import { subscribersCsvStream } from '@/features/newsletter/admin-queries';
import { csvDownload } from '@/lib/csv';

/** CSV of the newsletter addresses in the list's state filter (the same query string as the list). */
export const GET = adminRoute(async (request) => csvDownload(subscribersCsvStream(await getDb(), new URL(request.url).searchParams), 'newsletter'));
