'use client';

import './globals.css';
import { ErrorView } from '@/components/site/error-view';

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="de">
      <body>
        <ErrorView error={error} />
      </body>
    </html>
  );
}
