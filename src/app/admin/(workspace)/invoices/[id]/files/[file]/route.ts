import { getDb } from '@/db/client';
import { adminRoute } from '@/features/auth/guard';
import { invoiceFile, isInvoiceFile } from '@/features/invoices/files';
import { invoiceById } from '@/features/invoices/queries';
import { requestTranslator } from '@/features/auth/request-locale';

/** An issued invoice's PDF, factur-x.xml or XRechnung, as a download. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string; file: string }> }) {
  const { id, file } = await params;
  return adminRoute(async () => {
    const invoice = isInvoiceFile(file) ? await invoiceById(await getDb(), id) : undefined;
    if (!invoice || !isInvoiceFile(file)) return Response.json({ error: (await requestTranslator('invoices.actions'))('notFound') }, { status: 404 });
    const { body, contentType, filename } = await invoiceFile(invoice.document, file);
    return new Response(body, { headers: { 'content-type': contentType, 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'no-store' } });
  })(request);
}
