import { redirect } from 'next/navigation';

/** As /blog/{slug}: no slug known at build time, each rendered on its first request; an unknown one leads away. */
export function generateStaticParams() {
  return [];
}

export default async function MovedPage() {
  redirect('/');
}
