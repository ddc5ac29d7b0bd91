/**
 * Durable background jobs on the database, with pg-boss 10 (its tables live in the schema
 * `pgboss` of the same database: PGlite in embedded mode, PostgreSQL with DATABASE_URL).
 *
 * pg-boss gives the storage and the rules: a job is a row; `send` inserts it (an `id` of our
 * own makes a second `send` of the same job a no-op: "offered once"); `fetch` hands a job to
 * exactly one worker of any process (`FOR UPDATE SKIP LOCKED`); a failed job is retried
 * `retryLimit` times after `retryDelay` seconds (doubling with `retryBackoff`); a job whose
 * process died while running it is expired after `expireInSeconds` by the maintenance of any
 * live process and retried. So a job sent is never lost by a restart, and never run by two
 * workers at once.
 *
 * The worker loop is ours (not `boss.work`) so that it is deterministic and stoppable:
 * - {@link JobQueue.send} wakes this process's worker of that queue at once (no waiting for a
 *   poll); other processes find the job at their next poll (`JOB_POLL_INTERVAL_SECONDS`);
 * - {@link JobQueue.drain} runs every job available now in the calling task (tests call it
 *   instead of waiting on timers; `ignoreStartAfter` runs delayed jobs and retries too);
 * - {@link JobQueue.stop} stops fetching, waits (bounded) for the jobs being run, and hands
 *   the ones still running back to the queue (failed → retried later by any process).
 */
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { withClusterLock } from '../cluster/cluster-lock';

/** pg-boss's database hook: one function that runs SQL (with or without parameters). */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss over PGlite or a `pg` pool. PGlite's `query` refuses several statements in one
 * prepared statement, so parameterless SQL (pg-boss's migrations) goes to `exec`, whose last
 * result is the answer.
 */
export function bossDbOf(client: PGlite | pg.Pool): BossDb {
  if (client instanceof PGlite) {
    return {
      executeSql: async (text, values) => {
        if (!values?.length) {
          const results = await client.exec(text);
          return results[results.length - 1] ?? { rows: [] };
        }
        return client.query(text, values);
      },
    };
  }
  return { executeSql: (text, values) => client.query(text, values as unknown[]) };
}

/**
 * A job id derived from a key (a UUID-shaped SHA-256 prefix): sending twice with the same key
 * makes one job (e.g. `billing:2026-03-10` → one billing run that day, whoever offers it).
 */
export function stableJobId(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** What a handler knows of the job it runs. */
export interface JobInfo {
  id: string;
  /** 0 on the first run, then 1, 2… on retries. */
  retryCount: number;
  /** True when this run is the last one allowed (a failure now is final). */
  lastAttempt: boolean;
}

/** One kind of job: its queue and retry rules, and what runs it. */
export interface JobDefinition<T> {
  /** Queue name (letters, digits, `-`, `_`, `.`). */
  name: string;
  /** Retries after the first failure (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 10). */
  retryDelaySeconds?: number;
  /** Double the delay at each retry (default true). */
  retryBackoff?: boolean;
  /** A running job not finished after this many seconds is presumed dead and retried (default 300). */
  expireInSeconds?: number;
  /** Runs one job; throwing fails this attempt (retried while attempts remain). */
  handler(data: T, job: JobInfo): Promise<void>;
}

/** Options of one {@link JobQueue.send}. */
export interface SendOptions {
  /** Our id of the job: a second send with the same id is ignored (see {@link stableJobId}). */
  id?: string;
  /** Run no sooner than this many seconds from now (the database's clock). */
  startAfterSeconds?: number;
}

/** Events for metrics and logs. */
export interface JobEvents {
  queued?(name: string): void;
  completed?(name: string): void;
  /** `final`: no retry left. */
  failed?(name: string, error: unknown, final: boolean): void;
}

/** Minimal logger. */
export interface JobLog {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

/** The queue of one process. */
export interface JobQueue {
  /** Declares a kind of job (before {@link start}). */
  define<T>(definition: JobDefinition<T>): void;
  /** Installs or upgrades pg-boss's tables, creates the queues, starts the workers (if enabled). */
  start(): Promise<void>;
  /** Queues a job; resolves with its id, or null when a job with that id already exists. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * Runs, in this task, every job available now (of `names`, default all), until none is left.
   * `ignoreStartAfter` also runs delayed jobs and retries not yet due.
   * @returns how many ran and how many of those failed.
   */
  drain(options?: { names?: readonly string[]; ignoreStartAfter?: boolean }): Promise<{ ran: number; failed: number }>;
  /** Jobs waiting (created or retry) in a queue. */
  size(name: string): Promise<number>;
  /** Whether pg-boss's tables answer (readiness). */
  ping(): Promise<boolean>;
  /**
   * Jobs being run by this process now, plus its fetches in flight (a fetched job is already
   * `active` in the database, so neither {@link size} nor a drain sees it until it is run).
   */
  running(): number;
  /**
   * Stops the workers: no new fetch, waits up to `timeoutMs` for the jobs being run, then
   * hands the unfinished ones back (failed, to be retried by any process). Idempotent.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

/** Options of {@link createJobQueue}. */
export interface JobQueueOptions {
  client: PGlite | pg.Pool;
  log: JobLog;
  /** Run workers in this process (`JOB_WORKERS`); false: only send. */
  workers: boolean;
  /** Seconds between two looks of an idle worker (`JOB_POLL_INTERVAL_SECONDS`). */
  pollIntervalSeconds: number;
  /** Run pg-boss's maintenance (expire dead jobs, archive, purge) in this process. */
  maintenance: boolean;
  /** Seconds between two maintenance runs (expiring the jobs of dead processes; default 30). */
  maintenanceIntervalSeconds?: number;
  /** pg-boss's schema (default `pgboss`, the main API's; the life service keeps its own). */
  schema?: string;
  events?: JobEvents;
  /**
   * The workers' first fetch waits for this (default: at once). `npm start` passes "both
   * services listen": on PGlite every statement goes through the one database, and the first
   * fetch of each queue (cold plans over pg-boss's partitioned job table, ~0.3–0.45 s at load
   * 7) held the start's own statements and so the readiness of a restart. Jobs queued
   * meanwhile (a quotation resumed at start) are fetched as soon as it resolves; a rejection
   * counts as resolved; {@link JobQueue.stop} does not wait for it.
   */
  workersStartAfter?: Promise<unknown>;
}

/** The retry rules {@link JobQueue.start} gives each queue. */
type QueueRules = Pick<PgBoss.Queue, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'>;

/** Whether a queue as pg-boss stored it already has `rules` (so no update is needed). */
export function sameQueueRules(stored: Partial<QueueRules>, rules: QueueRules): boolean {
  return (
    stored.retryLimit === rules.retryLimit &&
    stored.retryDelay === rules.retryDelay &&
    stored.retryBackoff === rules.retryBackoff &&
    stored.expireInSeconds === rules.expireInSeconds
  );
}

/** Jobs taken per fetch. */
const FETCH_BATCH_SIZE = 5;

interface RunningJob {
  name: string;
  id: string;
  done: Promise<void>;
}

/** Creates the queue (not started). */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const definitions = new Map<string, JobDefinition<unknown>>();
  const schema = options.schema ?? 'pgboss';
  const boss = new PgBoss({
    db: bossDbOf(options.client) as PgBoss.Db,
    schema,
    supervise: options.maintenance,
    schedule: false,
    migrate: true,
    // Completed jobs stay in the job table for 3 days, so a daily job id (billing) cannot be reused the next hours.
    archiveCompletedAfterSeconds: 3 * 24 * 3600,
    ...(options.maintenance ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30 } : {}),
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'fila de tarefas: erro / job queue error'));

  const running = new Set<RunningJob>();
  /** Fetches awaiting the database: their jobs are taken but not yet in `running`. */
  let fetching = 0;
  const wakers = new Map<string, () => void>();
  /** Queues woken while their worker was busy: it looks again before sleeping. */
  const woken = new Set<string>();
  const wakeTimers = new Set<NodeJS.Timeout>();
  const wake = (name: string) => {
    const waker = wakers.get(name);
    if (waker) waker();
    else woken.add(name);
  };
  const loops: Promise<void>[] = [];
  let started = false;
  let stopping = false;
  let stopSignal!: () => void;
  const stopped = new Promise<void>((resolve) => (stopSignal = resolve));

  const runOne = async (definition: JobDefinition<unknown>, job: PgBoss.JobWithMetadata<unknown>): Promise<boolean> => {
    const info: JobInfo = { id: job.id, retryCount: job.retryCount, lastAttempt: job.retryCount >= job.retryLimit };
    try {
      await definition.handler(job.data, info);
      await boss.complete(definition.name, job.id);
      options.events?.completed?.(definition.name);
      return true;
    } catch (error) {
      options.events?.failed?.(definition.name, error, info.lastAttempt);
      const level = info.lastAttempt ? 'warn' : 'info';
      options.log[level]({ err: error, job: job.id, queue: definition.name, retryCount: job.retryCount }, info.lastAttempt ? 'tarefa falhou de vez / job failed for good' : 'tarefa falhou, será repetida / job failed, will retry');
      await boss.fail(definition.name, job.id, { message: (error as Error)?.message ?? String(error) });
      return false;
    }
  };

  /** Fetches and runs one batch; resolves with how many ran and failed. */
  const runBatch = async (name: string, ignoreStartAfter: boolean): Promise<{ ran: number; failed: number }> => {
    const definition = definitions.get(name);
    if (!definition) return { ran: 0, failed: 0 };
    fetching += 1;
    let jobs: PgBoss.JobWithMetadata<unknown>[];
    try {
      jobs = await boss.fetch<unknown>(name, { batchSize: FETCH_BATCH_SIZE, includeMetadata: true, ignoreStartAfter });
    } finally {
      fetching -= 1;
    }
    // Every job fetched is in `running` before this task yields again (runOne starts synchronously).
    let failed = 0;
    for (const job of jobs) {
      const done = runOne(definition, job).then((ok) => {
        if (!ok) failed += 1;
      });
      const entry: RunningJob = { name, id: job.id, done };
      running.add(entry);
      try {
        await done;
      } finally {
        running.delete(entry);
      }
    }
    return { ran: jobs.length, failed };
  };

  const workerLoop = async (name: string) => {
    if (options.workersStartAfter) await Promise.race([options.workersStartAfter.catch(() => undefined), stopped]);
    while (!stopping) {
      let ran = 0;
      try {
        ran = (await runBatch(name, false)).ran;
      } catch (error) {
        if (stopping) return;
        options.log.error({ err: error, queue: name }, 'fila de tarefas: busca falhou / job fetch failed');
      }
      // A full batch may have left more behind: look again at once. A partial one took every job
      // due at the fetch; one queued since by this process woke the worker (`woken`), one queued
      // by another process waits for the poll, as it would have had the batch been empty. Looking
      // again after every job cost a query per job (the life service's quotations: one in twelve
      // of a broker day's statements).
      if (ran >= FETCH_BATCH_SIZE || stopping) continue;
      if (woken.delete(name)) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          wakers.delete(name);
          resolve();
        }, options.pollIntervalSeconds * 1000);
        wakers.set(name, () => {
          clearTimeout(timer);
          wakers.delete(name);
          resolve();
        });
      });
    }
  };

  return {
    define(definition) {
      if (started) throw new Error(`job ${definition.name} defined after start`);
      definitions.set(definition.name, definition as JobDefinition<unknown>);
    },

    async start() {
      if (started) return;
      started = true;
      // One process at a time installs or upgrades pg-boss's tables and creates the queues.
      // pg-boss's own install lock is taken inside its script's transaction: a second process
      // that looked for the tables while the first one's install was open went on to create
      // them too and failed on "duplicate key … pg_namespace_nspname_index" (two replicas
      // starting on a fresh database). Under this lock the later process finds them installed.
      await withClusterLock(options.client, schema === 'pgboss' ? 'cotador.job-queue.start' : `cotador.job-queue.start.${schema}`, async () => {
        await boss.start();
        for (const definition of definitions.values()) {
          const queue = {
            name: definition.name,
            retryLimit: definition.retryLimit ?? 3,
            retryDelay: definition.retryDelaySeconds ?? 10,
            retryBackoff: definition.retryBackoff ?? true,
            expireInSeconds: definition.expireInSeconds ?? 300,
          };
          const existing = await boss.getQueue(definition.name);
          if (!existing) await boss.createQueue(definition.name, queue);
          // A restart with the same rules writes nothing (an UPDATE per queue was ~40 ms of a
          // start on PGlite): only a changed rule is written.
          else if (!sameQueueRules(existing, queue)) await boss.updateQueue(definition.name, queue);
        }
      });
      if (options.workers) for (const name of definitions.keys()) loops.push(workerLoop(name));
    },

    async send(name, data, sendOptions = {}) {
      const id = await boss.send(name, data, {
        ...(sendOptions.id ? { id: sendOptions.id } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: Math.ceil(sendOptions.startAfterSeconds) } : {}),
      });
      if (id !== null && options.workers) {
        const delaySeconds = sendOptions.startAfterSeconds ? Math.ceil(sendOptions.startAfterSeconds) : 0;
        if (delaySeconds === 0) wake(name);
        else {
          // Wake this process's worker when the job is due (a little after, as the database counts it).
          const timer = setTimeout(() => {
            wakeTimers.delete(timer);
            wake(name);
          }, delaySeconds * 1000 + 250);
          timer.unref();
          wakeTimers.add(timer);
        }
      }
      if (id !== null) options.events?.queued?.(name);
      return id;
    },

    async drain(drainOptions = {}) {
      const names = drainOptions.names ?? [...definitions.keys()];
      const total = { ran: 0, failed: 0 };
      for (;;) {
        let ranNow = 0;
        for (const name of names) {
          const batch = await runBatch(name, drainOptions.ignoreStartAfter ?? false);
          ranNow += batch.ran;
          total.ran += batch.ran;
          total.failed += batch.failed;
        }
        if (ranNow === 0) return total;
      }
    },

    size: (name) => boss.getQueueSize(name),

    async ping() {
      try {
        await boss.getDb().executeSql(`SELECT version FROM ${schema}.version`, []);
        return true;
      } catch {
        return false;
      }
    },

    running: () => running.size + fetching,

    async stop(stopOptions = {}) {
      if (!started || stopping) return;
      stopping = true;
      stopSignal();
      for (const timer of wakeTimers) clearTimeout(timer);
      wakeTimers.clear();
      for (const waker of [...wakers.values()]) waker();
      const timeoutMs = stopOptions.timeoutMs ?? 10_000;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      const finished = await Promise.race([Promise.all([...running].map((job) => job.done)).then(() => 'done' as const), timedOut]);
      clearTimeout(timer);
      if (finished === 'timeout') {
        for (const job of running) {
          options.log.warn({ job: job.id, queue: job.name }, 'tarefa devolvida à fila no encerramento / job handed back on shutdown');
          await boss.fail(job.name, job.id, { message: 'process shutting down' }).catch(() => undefined);
        }
      } else {
        await Promise.allSettled(loops);
      }
      await boss.stop({ graceful: false, close: false, wait: true });
    },
  };
}
