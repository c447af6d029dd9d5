import { getDb } from '@/db/client';
import { mediaResponse } from '@/features/images/variants';

type Context = { params: Promise<{ id: string }> };

/** Our copies of ad, blog and venue images, and their smaller copies for srcsets (`?w=`). */
export async function GET(request: Request, { params }: Context) {
  return mediaResponse(await getDb(), (await params).id, new URL(request.url).searchParams.get('w'));
}
