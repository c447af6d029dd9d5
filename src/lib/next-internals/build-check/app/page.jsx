import { Counter } from './counter.jsx';
import { stamp } from './stamp.js';

/** A page the page cache keeps, as the city pages: rendered on its first request after a start, then served from memory. */
export const revalidate = 60;

export default async function CachedPage() {
  return (
    <main>
      <h1>Aus dem Seiten-Cache</h1>
      <p id="stamp">{await stamp()}</p>
      <Counter />
    </main>
  );
}
