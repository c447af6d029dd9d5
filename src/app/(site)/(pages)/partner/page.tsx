import { Button } from '@/components/ui/button';
import { getDb } from '@/db/client';
import { PartnerInvites } from '@/features/availability/components/partner-invites';
import { partnerInvites } from '@/features/availability/dashboard';
import { serverSecret } from '@/features/auth/server';
import { partnerSignOutAction } from '@/features/partner-area/actions';
import { PartnerDashboard } from '@/features/partner-area/components/partner-dashboard';
import { dashboardOfPartner } from '@/features/partner-area/dashboard';
import { PARTNER_PATH } from '@/features/partner-area/paths';
import { requirePartnerPage } from '@/features/partner-area/session';
import { PARTNER_TEXTS } from '@/features/partner-area/texts';
import { pageMetadata } from '@/lib/seo';
import { berlinToday } from '@/lib/time';

export const metadata = pageMetadata({ title: 'Partnerbereich – Weihnachtsfeier-Planer', description: 'Ihre Locations, Buchungen, Anzeigen und Rechnungen.', path: PARTNER_PATH, noindex: true });

export default async function PartnerPage() {
  const partner = await requirePartnerPage();
  const db = await getDb();
  const [overview, invites] = await Promise.all([dashboardOfPartner(db, partner.id, berlinToday()), partnerInvites(db, partner.id, await serverSecret())]);
  return (
    <section aria-labelledby="partner-title" className="mx-auto max-w-5xl space-y-8 px-4 py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="partner-title" className="text-3xl font-bold text-pine-900 md:text-4xl">
          {PARTNER_TEXTS.title}
        </h1>
        <form action={partnerSignOutAction} className="flex items-center gap-3 text-sm text-slate-700">
          <span className="break-all">Angemeldet als {partner.email}</span>
          <Button type="submit" variant="outline" size="sm">
            {PARTNER_TEXTS.signOut}
          </Button>
        </form>
      </div>
      <PartnerDashboard overview={overview} invites={<PartnerInvites invites={invites} />} />
    </section>
  );
}
