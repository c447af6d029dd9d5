import type { Metadata } from 'next';
import { Toaster } from '@/components/ui/toast';

/** Per request: sessions and the database, never built ahead. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: { absolute: 'Admin – Weihnachtsfeier-Planer' }, robots: { index: false, follow: false } };

export default function AdminRootLayout({ children }: { children: React.ReactNode }) {
  return (
    <div lang="en" className="flex flex-1 flex-col">
      {children}
      <Toaster />
    </div>
  );
}
