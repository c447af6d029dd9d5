import type { Metadata } from 'next';

export const metadata: Metadata = { title: { absolute: '403 – Kein Zugriff' }, robots: { index: false } };

// The admin and the partner area have their own 403 pages (admin/forbidden.tsx, partner/forbidden.tsx); this one
// stands only in for Next's English default, which the root would carry in every page's inline payload.
export default function Forbidden() {
  return (
    <main className="mx-auto max-w-2xl flex-1 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Kein Zugriff</h1>
    </main>
  );
}
