import { getCity } from '@/features/cities';
import { cityAds } from '@/features/venue-ads/cache';

type Context = { params: Promise<{ cityId: string }> };

/** A city's ads for the block under a request form: live ads, or with ?mode=demo every active one (the demo page). */
export async function GET(request: Request, { params }: Context) {
  const city = getCity((await params).cityId);
  if (!city) return Response.json({ error: 'Unknown city' }, { status: 404 });
  const mode = new URL(request.url).searchParams.get('mode') === 'demo' ? 'demo' : 'live';
  const ads = await cityAds(city.id, mode);
  // The server keeps its own short cache with tag invalidation; the browser asks again each time.
  return Response.json({ cityName: city.name, ads }, { headers: { 'cache-control': 'no-cache' } });
}
