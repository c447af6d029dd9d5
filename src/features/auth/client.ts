'use client';

import { createAuthClient } from 'better-auth/react';

/** Talks to Better Auth's HTTP handler (/api/auth), where its rate limiter and origin check run. */
export const authClient = createAuthClient();

/** The backend's message when it sent one, else the generic text of SPEC.md. */
export function messageOf(error: { message?: string } | null | undefined, fallback: string): string {
  return error?.message?.trim() || fallback;
}
