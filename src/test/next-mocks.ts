// What Next's request modules give code that runs outside a request, for `vi.mock` factories. A factory is hoisted
// above the test file's imports, so it imports these itself:
//   vi.mock('next/headers', async () => (await import('@/test/next-mocks')).nextHeaders(() => requestHeaders));

/** next/headers: the request's headers as the test sets them (`current`), and a cookie store that keeps nothing. */
export const nextHeaders = (current: () => Headers = () => new Headers()) => ({
  headers: async () => current(),
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => undefined, delete: () => undefined }),
});

/** next/cache: refreshing and revalidating do nothing. */
export const nextCache = () => ({ refresh: () => undefined, revalidatePath: () => undefined, revalidateTag: () => undefined, updateTag: () => undefined });
