import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminLanguage } from '@/components/admin/admin-language';
import { Toaster } from '@/components/ui/toast';
import { BRAND } from '@/lib/site';

/** Per request: sessions and the database, never built ahead. */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.root');
  return { title: { absolute: t('title', { brand: BRAND }) }, robots: { index: false, follow: false } };
}

export default async function AdminRootLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('admin.toast');
  return (
    <AdminLanguage className="flex flex-1 flex-col">
      {children}
      <Toaster label={t('region')} closeLabel={t('close')} />
    </AdminLanguage>
  );
}
