// What a server process finishes before it exits. scripts/start.ts loads this module with Node while the start-up
// code (instrumentation → boot) reaches it through Next's bundle: two copies, so the hooks live on globalThis.
const HOOKS = Symbol.for('weihnachtsfeier.shutdownHooks');

type ShutdownHook = () => Promise<void>;

const globalForShutdown = globalThis as typeof globalThis & { [HOOKS]?: ShutdownHook[] };

export function onShutdown(hook: ShutdownHook): void {
  (globalForShutdown[HOOKS] ??= []).push(hook);
}

/** Runs every hook once and waits at most `graceMs`: a stuck hook must not keep the process from exiting. */
export async function runShutdownHooks(graceMs: number): Promise<void> {
  const hooks = (globalForShutdown[HOOKS] ?? []).splice(0);
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
  await Promise.race([Promise.allSettled(hooks.map((hook) => hook())), grace]);
  clearTimeout(timer);
}
