import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import './globals.css';
import { config } from '@/lib/config';
import { BRAND } from '@/lib/site';

// Self-hosted Inter through next/font: the file is preloaded and the fallback font gets Inter's metrics,
// so the text does not jump when the web font arrives (no layout shift).
const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-inter',
  display: 'swap',
});

export const metadata: Metadata = {
  metadataBase: new URL(config().SITE_URL),
  applicationName: BRAND,
};

export const viewport: Viewport = { themeColor: '#0d3322' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="de" data-scroll-behavior="smooth" className={inter.variable}>
      <body className="flex min-h-screen flex-col">{children}</body>
    </html>
  );
}
