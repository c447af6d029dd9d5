import { afterEach, expect, it, vi } from 'vitest';
import { onShutdown, runShutdownHooks } from './shutdown';

afterEach(() => {
  vi.useRealTimers();
});

it('waits for every hook, but a stuck one only for the grace period', async () => {
  vi.useFakeTimers();
  const finished = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 1_000)));
  const stuck = vi.fn(() => new Promise<void>(() => undefined));
  const failing = vi.fn(() => Promise.reject(new Error('already closed')));
  onShutdown(finished);
  onShutdown(stuck);
  onShutdown(failing);
  let shutDown = false;
  const shutdown = runShutdownHooks(5_000).then(() => (shutDown = true));
  await vi.advanceTimersByTimeAsync(4_999);
  expect(shutDown).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  await shutdown;
  expect([finished, stuck, failing].map((hook) => hook.mock.calls.length)).toEqual([1, 1, 1]);
});

it('returns as soon as the hooks are done, and runs each hook once', async () => {
  vi.useFakeTimers();
  const hook = vi.fn(() => Promise.resolve());
  onShutdown(hook);
  const shutdown = runShutdownHooks(5_000);
  await vi.advanceTimersByTimeAsync(0);
  await expect(shutdown).resolves.toBeUndefined();
  expect(vi.getTimerCount()).toBe(0);
  await runShutdownHooks(5_000);
  expect(hook).toHaveBeenCalledOnce();
});
