import { connection } from 'next/server';
import { Counter } from '../counter.jsx';

/** A page rendered for each request, as /thanks. */
export default async function PerRequestPage() {
  await connection();
  return (
    <main>
      <h1>Pro Anfrage</h1>
      <Counter />
    </main>
  );
}
