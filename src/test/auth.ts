import { expect } from 'vitest';

/** The site's address in the tests, the origin Better Auth trusts. */
export const SITE = 'http://localhost:3000';

/** A POST to one of Better Auth's endpoints (`sign-in/email`) as the browser sends it; `headers`: more of them. */
export async function postToAuth(endpoint: string, body: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  // Imported at the call: the tests mock Next's modules before the app's are loaded.
  const { getAuth } = await import('@/features/auth/server');
  return (await getAuth()).handler(
    new Request(`${SITE}/api/auth/${endpoint}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: SITE, ...headers }, body: JSON.stringify(body) }),
  );
}

/** Signs in with e-mail and password: the session's Cookie header. */
export async function signInCookie(email: string, password: string): Promise<string> {
  const response = await postToAuth('sign-in/email', { email, password });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}
