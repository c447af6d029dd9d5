import type { Metadata } from 'next';
import Link from 'next/link';
import { Toaster } from '@/components/ui/toast';
import { BRAND } from '@/lib/site';

/** Per request: sessions and the database, never built ahead. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <main lang="en" className="flex flex-1 items-start justify-center bg-pine-50 px-4 py-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 ring-pine-100 sm:p-8">
        <Link href="/" className="text-sm font-semibold text-pine-700">
          {BRAND}
        </Link>
        {children}
      </div>
      <Toaster />
    </main>
  );
}
