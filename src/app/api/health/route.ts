import { checkDatabase } from '@/db/health';

export const dynamic = 'force-dynamic';

export async function GET() {
  const healthy = await checkDatabase();
  return Response.json(healthy ? { status: 'ok' } : { status: 'error' }, { status: healthy ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
