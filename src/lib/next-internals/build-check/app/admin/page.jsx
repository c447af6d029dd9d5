import { connection } from 'next/server';
import { Counter } from '../counter.jsx';

/** Under /admin: the rewriting leaves it as Next made it, so its answer is Next's own markup. */
export default async function AdminPage() {
  await connection();
  return (
    <main>
      <h1>Admin</h1>
      <Counter />
    </main>
  );
}
