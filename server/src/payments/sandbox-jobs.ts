/**
 * The sandbox provider's follow-ups (delayed approvals, webhook deliveries and their retries)
 * on the durable job queue: a PIX, boleto or delayed-card charge still pending when the
 * process stops is approved after a restart (or by another process), and each follow-up runs once.
 */
import type { JobQueue } from '../jobs/job-queue';
import type { SandboxScheduler, SandboxTask } from './sandbox-provider';

/** Queue name of the sandbox follow-ups. */
export const SANDBOX_JOB = 'payments.sandbox';

/**
 * Declares the job on `jobs` (run by `run`, the provider's `runTask`) and answers the
 * scheduler to give the provider (`useScheduler`). Delays are whole seconds on the
 * database's clock (a 1500 ms delay waits 2 s).
 */
export function sandboxJobScheduler(jobs: JobQueue, run: (task: SandboxTask) => Promise<void>): SandboxScheduler {
  jobs.define<SandboxTask>({
    name: SANDBOX_JOB,
    // The provider retries deliveries itself (new tasks); a retry here covers a crash mid-task.
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: 60,
    handler: (task) => run(task),
  });
  return {
    async schedule(task, delayMs) {
      await jobs.send(SANDBOX_JOB, task, delayMs > 0 ? { startAfterSeconds: delayMs / 1000 } : {});
    },
    close: async () => undefined,
  };
}
