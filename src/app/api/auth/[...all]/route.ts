import { getAuth } from '@/features/auth/server';

// Sign-in, sign-up, verification, reset and sign-out go through Better Auth's own handler: only here do its
// rate limiter and origin check run.
export async function GET(request: Request) {
  return (await getAuth()).handler(request);
}

export const POST = GET;
