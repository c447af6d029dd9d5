import { offerPdfResponse } from '@/features/offers/pdf-download';

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  return offerPdfResponse((await params).token);
}
