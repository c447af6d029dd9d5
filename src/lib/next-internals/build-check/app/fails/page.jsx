import { connection } from 'next/server';

/** A render that fails as a failed query does: its message ends with the query's parameters. */
export default async function FailingPage() {
  await connection();
  throw new Error('Failed query: select 1\nparams: build-check-secret@example.de');
}
