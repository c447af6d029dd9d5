import Link from 'next/link';
import type { ReactNode } from 'react';

/** The link to the sign-in page in the auth pages' messages (also the renderer of a `t.rich` message's link tag). */
export const signInLink = (text: ReactNode) => (
  <Link href="/auth" className="font-medium text-pine-700 underline">
    {text}
  </Link>
);
