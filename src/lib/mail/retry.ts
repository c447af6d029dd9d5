export interface RetryPolicy {
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
}

/** Exponential backoff: base, 2×base, 4×base … capped at maxDelayMs. `attempts` counts failures so far (≥ 1). */
export function retryDelayMs(attempts: number, { baseDelayMs, maxDelayMs }: RetryPolicy): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempts - 1), maxDelayMs);
}

/** What happens to a mail after a failed attempt: another try later, or give up. */
export function afterFailure(attempts: number, policy: RetryPolicy, now: Date): { status: 'pending' | 'failed'; nextAttemptAt: Date } {
  if (attempts >= policy.maxAttempts) return { status: 'failed', nextAttemptAt: now };
  return { status: 'pending', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, policy)) };
}
