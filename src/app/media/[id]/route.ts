import { getDb } from '@/db/client';
import { getImage } from '@/features/images/queries';

type Context = { params: Promise<{ id: string }> };

/** Our copies of ad and blog images; an id names one image for good, so browsers and proxies may keep it a year. */
export async function GET(_request: Request, { params }: Context) {
  const image = await getImage(await getDb(), (await params).id);
  if (!image) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  return new Response(new Uint8Array(image.bytes), {
    headers: { 'content-type': image.contentType, 'content-length': String(image.bytes.length), 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
