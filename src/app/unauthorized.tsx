import type { Metadata } from 'next';

export const metadata: Metadata = { title: { absolute: '401 – Bitte melden Sie sich an' }, robots: { index: false } };

// Nothing calls unauthorized() (signed-out visitors are sent to a sign-in page); without this file the root would
// carry Next's English default in every page's inline payload. Kept as small as the forbidden.tsx beside it.
export default function Unauthorized() {
  return (
    <main className="mx-auto max-w-2xl flex-1 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Bitte melden Sie sich an.</h1>
    </main>
  );
}
