import { logger } from '@/lib/logger';
import { onShutdown } from './shutdown';

/** A piece of background work that a server process repeats; its rows are claimed in the database, so N processes may run it. */
export interface Job {
  /** Names the job in the log and for `wake`. */
  name: string;
  /** Milliseconds from the end of one run to the start of the next, or the time of the next run after `now`. */
  schedule: number | ((now: Date) => Date);
  /** Runs right after the start instead of one schedule later. */
  runAtStart?: boolean;
  /** The signal aborts when the runner stops: a run that loops (draining a backlog) ends early. */
  run(signal: AbortSignal): Promise<unknown>;
}

export interface JobRunner {
  /** Runs the named job soon; during its run, once more right after it. Unknown names are ignored. */
  wake(name: string): void;
  /** Clears the timers and waits for the runs in progress; nothing runs after it. */
  stop(): Promise<void>;
}

interface ScheduledJob {
  wake(): void;
  stop(): Promise<void>;
}

function delayUntilNext(schedule: Job['schedule']): number {
  if (typeof schedule === 'number') return schedule;
  return Math.max(0, schedule(new Date()).getTime() - Date.now());
}

function scheduleJob(job: Job, stopping: AbortSignal): ScheduledJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenDuringRun = false;

  const plan = (delayMs: number) => {
    clearTimeout(timer);
    if (stopping.aborted) return;
    // A job never keeps the process alive: shutdown decides when it ends.
    timer = setTimeout(runNow, delayMs).unref();
  };
  const runNow = async () => {
    running = Promise.resolve()
      .then(() => job.run(stopping))
      .then(
        () => undefined,
        (err: unknown) => logger.error({ err, job: job.name }, 'background job failed'),
      );
    await running;
    running = undefined;
    if (wokenDuringRun) {
      wokenDuringRun = false;
      plan(0);
    } else {
      plan(delayUntilNext(job.schedule));
    }
  };
  plan(job.runAtStart ? 0 : delayUntilNext(job.schedule));
  return {
    wake() {
      if (running) wokenDuringRun = true;
      else plan(0);
    },
    async stop() {
      clearTimeout(timer);
      await running;
    },
  };
}

/** Starts each job on its schedule; one job's runs never overlap, the next is planned when the current one ended. */
export function startJobs(jobs: readonly Job[]): JobRunner {
  if (new Set(jobs.map((job) => job.name)).size !== jobs.length) throw new Error('Two jobs share a name: wake could reach only one of them.');
  const stopping = new AbortController();
  const scheduled = new Map(jobs.map((job) => [job.name, scheduleJob(job, stopping.signal)]));
  return {
    wake: (name) => scheduled.get(name)?.wake(),
    async stop() {
      stopping.abort();
      await Promise.all([...scheduled.values()].map((job) => job.stop()));
    },
  };
}

// On globalThis: route handlers and server actions are bundled apart from the start-up code that starts the jobs.
const globalForJobs = globalThis as typeof globalThis & { __processJobs?: JobRunner };

/** This process's runner, started once (boot) and stopped on shutdown; `wakeJob` reaches it from anywhere in the process. */
export function startProcessJobs(jobs: readonly Job[]): JobRunner {
  if (globalForJobs.__processJobs) return globalForJobs.__processJobs;
  const runner = startJobs(jobs);
  globalForJobs.__processJobs = runner;
  onShutdown(runner.stop);
  return runner;
}

/** Runs one of this process's jobs soon (e.g. the outbox after mails were queued); nothing when it does not run here. */
export function wakeJob(name: string): void {
  globalForJobs.__processJobs?.wake(name);
}
