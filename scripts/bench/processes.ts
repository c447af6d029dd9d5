// Processes of the benches: the app as `npm start` runs it, waiting for its health check, stopping.
import { type ChildProcess, spawn, type StdioOptions } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.join(import.meta.dirname, '../..');

/** Chromium as our machines run it (see ARCHITECTURE.md): no sandbox, no network of its own. */
export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function isHealthy(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/health`)).ok;
  } catch {
    return false;
  }
}

export interface AppStart {
  port: number;
  env: NodeJS.ProcessEnv;
  /** Arguments of scripts/start.ts, e.g. --serve-only. */
  args?: string[];
  stdio?: StdioOptions;
  /** Where its health check answers (default: the port on 127.0.0.1). */
  base?: string;
  timeoutMs: number;
}

/** `node scripts/start.ts` on a port; resolved once its health check answers, refused when it exits or takes too long. */
export async function startApp({ port, env, args = [], stdio = 'ignore', base = `http://127.0.0.1:${port}`, timeoutMs }: AppStart): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/start.ts', ...args], { cwd: ROOT, env: { ...env, PORT: String(port) }, stdio });
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`app process on ${port} exited with ${child.exitCode}`);
    if (await isHealthy(base)) return child;
    await sleep(100);
  }
  await stopProcess(child);
  throw new Error(`app process on ${port} did not start`);
}

/** Stops a child and waits for its exit (nothing to do when it has exited already). */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}
