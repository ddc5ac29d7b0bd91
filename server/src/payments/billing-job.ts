/**
 * The billing job's timer in the server process: runs a task (the billing cycle) once
 * soon after start and then every `intervalMs`, never two runs at once (a run still going
 * when the next tick comes makes that tick a no-op). `stop()` clears the timer and waits
 * for a run in progress, so closing the app never cuts a charge half-way.
 */

/** Minimal logger (a failed run is logged here; the task logs what it did). */
export interface JobLog {
  error(object: object, message?: string): void;
}

/** A started-or-stopped periodic job. */
export interface BillingJob {
  /** Starts the timer (first run after `firstRunDelayMs`). Idempotent. */
  start(): void;
  /** Runs the task now unless a run is in progress; resolves when it ends. Errors are logged. */
  runNow(): Promise<void>;
  /** Stops the timer and waits for a run in progress. Idempotent. */
  stop(): Promise<void>;
}

/** Creates the job (not started). */
export function createBillingJob(options: {
  intervalMs: number;
  task: () => Promise<unknown>;
  log: JobLog;
  /** Delay of the first run after `start()` (default 1 s: after the server is listening). */
  firstRunDelayMs?: number;
}): BillingJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const runNow = (): Promise<void> => {
    if (running) return running;
    running = (async () => {
      try {
        await options.task();
      } catch (error) {
        options.log.error({ err: error }, 'ciclo de cobrança falhou / billing cycle failed');
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      void runNow().finally(() => schedule(options.intervalMs));
    }, delayMs);
    timer.unref();
  };

  return {
    start() {
      if (timer || stopped) return;
      schedule(options.firstRunDelayMs ?? 1000);
    },
    runNow,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
