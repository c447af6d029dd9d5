import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Job, type JobRunner, startJobs, startProcessJobs, wakeJob } from './jobs';
import { logger } from './logger';
import { runShutdownHooks } from './shutdown';

/** Every run a test left going: ended after it, so stopping its runner does not wait for ever. */
const unfinished: (() => void)[] = [];

/** A run that lasts until the test ends it. */
function deferred() {
  let resolve!: () => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  unfinished.push(resolve);
  return { promise, resolve, reject };
}

/** A job whose runs the test ends one by one, counting how many ran and how many ran at once. */
function controlledJob(overrides: Partial<Job> = {}) {
  const runs: ReturnType<typeof deferred>[] = [];
  const signals: AbortSignal[] = [];
  let active = 0;
  let mostAtOnce = 0;
  const job: Job = {
    name: 'test-job',
    schedule: 1_000,
    async run(signal) {
      signals.push(signal);
      active++;
      mostAtOnce = Math.max(mostAtOnce, active);
      const current = deferred();
      runs.push(current);
      try {
        await current.promise;
      } finally {
        active--;
      }
    },
    ...overrides,
  };
  return { job, runs, signals, mostAtOnce: () => mostAtOnce, active: () => active };
}

describe('the job runner', () => {
  let runner: JobRunner | undefined;
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    unfinished.splice(0).forEach((resolve) => resolve());
    await runner?.stop();
    runner = undefined;
  });

  it('runs at start when asked, then one period after each run ended, never two runs of a job at once', async () => {
    const { job, runs, mostAtOnce } = controlledJob({ runAtStart: true });
    runner = startJobs([job]);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(1);
    // The run takes five periods: no second one starts meanwhile.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toHaveLength(1);
    runs[0].resolve();
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(2);
    expect(mostAtOnce()).toBe(1);
  });

  it('waits one period for the first run without runAtStart', async () => {
    const { job, runs } = controlledJob();
    runner = startJobs([job]);
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(1);
  });

  it('logs a failed run with the job’s name and keeps the job on its schedule', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { job, runs } = controlledJob({ name: 'failing-job', runAtStart: true });
    runner = startJobs([job]);
    await vi.advanceTimersByTimeAsync(0);
    const failure = new Error('database gone');
    runs[0].reject(failure);
    await vi.advanceTimersByTimeAsync(0);
    expect(logged).toHaveBeenCalledExactlyOnceWith({ err: failure, job: 'failing-job' }, expect.any(String));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toHaveLength(2);
  });

  it('logs a job that throws before its first await like one that rejects', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const failure = new Error('at once');
    const run = vi.fn((): Promise<void> => {
      throw failure;
    });
    runner = startJobs([{ name: 'throwing-job', schedule: 1_000, runAtStart: true, run }]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledWith({ err: failure, job: 'throwing-job' }, expect.any(String));
  });

  it('runs a woken job soon, and a job woken during its run once more right after it, never alongside', async () => {
    const { job, runs, mostAtOnce } = controlledJob({ schedule: 60_000 });
    const other = controlledJob({ name: 'other-job', schedule: 60_000 });
    runner = startJobs([job, other.job]);
    runner.wake('test-job');
    runner.wake('unknown-job');
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(1);
    expect(other.runs).toHaveLength(0);
    // Three wakes during the run ask for one more run, not three and not at once.
    runner.wake('test-job');
    runner.wake('test-job');
    runner.wake('test-job');
    await vi.advanceTimersByTimeAsync(10);
    expect(runs).toHaveLength(1);
    runs[0].resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(2);
    runs[1].resolve();
    // Then the schedule again: the next run one period after the last one ended.
    await vi.advanceTimersByTimeAsync(59_999);
    expect(runs).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(3);
    expect(mostAtOnce()).toBe(1);
  });

  it('stop waits for the run in progress, tells it to stop, and nothing runs after it', async () => {
    const { job, runs, signals } = controlledJob({ runAtStart: true });
    const idle = controlledJob({ name: 'idle-job' });
    runner = startJobs([job, idle.job]);
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(signals[0].aborted).toBe(true);
    expect(stopped).toBe(false);
    runner.wake('test-job');
    runs[0].resolve();
    await stopping;
    expect(stopped).toBe(true);
    runner.wake('test-job');
    runner.wake('idle-job');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toHaveLength(1);
    expect(idle.runs).toHaveLength(0);
  });

  it('plans a job with a next-time schedule at the time it gives, asked after each run', async () => {
    // The next full hour after `now`.
    const nextHour = vi.fn((now: Date) => new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000));
    const { job, runs } = controlledJob({ schedule: nextHour });
    vi.setSystemTime(new Date('2026-11-25T10:20:00Z'));
    runner = startJobs([job]);
    expect(nextHour).toHaveBeenLastCalledWith(new Date('2026-11-25T10:20:00Z'));
    await vi.advanceTimersByTimeAsync(40 * 60_000 - 1);
    expect(runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(1);
    expect(new Date()).toEqual(new Date('2026-11-25T11:00:00Z'));
    // A run that lasts 15 minutes: the next one is the next full hour after it ended.
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    runs[0].resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(nextHour).toHaveBeenLastCalledWith(new Date('2026-11-25T11:15:00Z'));
    await vi.advanceTimersByTimeAsync(45 * 60_000 - 1);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(2);
  });

  it('keeps no timer that holds the process open', async () => {
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const { job, runs } = controlledJob({ runAtStart: true });
    runner = startJobs([job, controlledJob({ name: 'later-job', schedule: 60_000 }).job]);
    await vi.advanceTimersByTimeAsync(0);
    runs[0].resolve();
    runner.wake('later-job');
    await vi.advanceTimersByTimeAsync(0);
    const planned = timers.mock.results.map((result) => result.value as NodeJS.Timeout);
    expect(planned.length).toBeGreaterThanOrEqual(4);
    expect(planned.filter((timer) => timer.hasRef())).toEqual([]);
  });
});

describe('the process’s runner', () => {
  afterEach(() => {
    vi.useRealTimers();
    unfinished.splice(0).forEach((resolve) => resolve());
  });

  it('starts once, is woken by name from anywhere in the process, and is stopped by the shutdown', async () => {
    vi.useFakeTimers();
    const { job, runs, signals } = controlledJob({ name: 'outbox-like', schedule: 60_000 });
    const runner = startProcessJobs([job]);
    expect(startProcessJobs([controlledJob({ name: 'second-start', runAtStart: true }).job])).toBe(runner);
    wakeJob('outbox-like');
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(1);
    let shutDown = false;
    const shutdown = runShutdownHooks(5_000).then(() => (shutDown = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(signals[0].aborted).toBe(true);
    expect(shutDown).toBe(false);
    runs[0].resolve();
    await shutdown;
    wakeJob('outbox-like');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toHaveLength(1);
  });
});

it('refuses two jobs of one name', () => {
  const job = controlledJob().job;
  expect(() => startJobs([job, { ...job }])).toThrow(/share a name/);
});
