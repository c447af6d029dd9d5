'use client';

import { useState } from 'react';

/** A client component, so each page has chunk scripts to move behind the first paint. */
export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}
