import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AdminLanguage } from '@/components/admin/admin-language';
import { Toaster } from '@/components/ui/toast';
import { BRAND } from '@/lib/site';

/** Per request: sessions and the database, never built ahead. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('admin.toast');
  return (
    <AdminLanguage className="flex flex-1 items-start justify-center bg-pine-50 px-4 py-16">
      <main className="w-full max-w-md">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-pine-100 sm:p-8">
        <Link href="/" className="text-sm font-semibold text-pine-700">
          {BRAND}
        </Link>
        {children}
      </div>
      </main>
      <Toaster label={t('region')} closeLabel={t('close')} />
    </AdminLanguage>
  );
}
