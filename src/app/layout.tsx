import type { Metadata, Viewport } from 'next';
import './globals.css';
import { config } from '@/lib/config';
import { BRAND } from '@/lib/site';

export const metadata: Metadata = {
  metadataBase: new URL(config().SITE_URL),
  applicationName: BRAND,
};

export const viewport: Viewport = { themeColor: '#0d3322' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="de" data-scroll-behavior="smooth">
      <body className="flex min-h-screen flex-col">{children}</body>
    </html>
  );
}
