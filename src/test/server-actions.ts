import { expect } from 'vitest';

/** A form's fields as a server action receives them. */
export function formData(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** The path and query a redirect of a server action leads to (Next throws it as an error that carries the URL). */
export async function redirectOf(run: Promise<unknown>): Promise<string> {
  const err = await run.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  const digest = String((err as { digest?: string } | undefined)?.digest ?? '');
  expect(digest).toMatch(/^NEXT_REDIRECT/);
  return digest.split(';')[2];
}
