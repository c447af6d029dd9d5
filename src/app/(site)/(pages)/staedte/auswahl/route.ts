import { getCity } from '@/features/cities';

/** Target of the directory's city dropdowns without JavaScript. */
export function GET(request: Request) {
  const url = new URL(request.url);
  const city = getCity(url.searchParams.get('stadt') ?? '');
  return new Response(null, { status: 303, headers: { location: city ? `/${city.id}` : '/staedte' } });
}
