import { getDb } from '@/db/client';
import { adminRoute } from '@/features/auth/guard';
import { requestsCsvStream } from '@/features/requests/csv-export';

/** CSV of the inbox's current filter (the same query string as the list). */
export const GET = adminRoute(async (request) => {
  const stream = requestsCsvStream(await getDb(), new URL(request.url).searchParams);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="anfragen-${day}.csv"`,
      'cache-control': 'no-store',
    },
  });
});
