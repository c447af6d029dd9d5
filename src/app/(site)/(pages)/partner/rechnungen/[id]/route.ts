import { getDb } from '@/db/client';
import { sessionUser } from '@/features/auth/server';
import { invoiceFile } from '@/features/invoices/files';
import { PARTNER_SIGN_IN_PATH } from '@/features/partner-area/paths';
import { invoiceOfPartner } from '@/features/partner-area/queries';
import { config } from '@/lib/config';

/** An invoice of the signed-in operator's bookings as PDF; another operator's invoice is 404, any other account 403. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const user = await sessionUser(request.headers);
  if (!user) return Response.redirect(`${config().SITE_URL}${PARTNER_SIGN_IN_PATH}`, 303);
  if (!user.isPartner) return Response.json({ error: 'Kein Zugriff' }, { status: 403 });
  const invoice = await invoiceOfPartner(await getDb(), user.id, (await params).id);
  if (!invoice) return Response.json({ error: 'Rechnung nicht gefunden' }, { status: 404 });
  const { body, contentType, filename } = await invoiceFile(invoice.document, 'pdf');
  return new Response(body, { headers: { 'content-type': contentType, 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'private, no-store' } });
}
