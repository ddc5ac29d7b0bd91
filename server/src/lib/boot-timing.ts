/**
 * Start-up timing: one log line per boot phase, with how long the phase took and how long
 * since the process started (ms), so a slow start says where its time went without a profiler
 * (docs/benchmarks.md, "Start without rebuilding").
 *
 * The first mark's phase covers everything before it, loading the modules included: Node's
 * `performance.now()` counts from the process's start. Marks made before a logger exists
 * (opening the database comes before the Fastify app) are kept and written when `attach`
 * gives one.
 */

/** One finished phase: its name, its own duration and the time since the process started (ms, rounded). */
export interface BootPhase {
  phase: string;
  ms: number;
  sinceStartMs: number;
}

/** Where the lines go (a pino logger's `info` fits). */
export type BootLog = (entry: BootPhase, message: string) => void;

/** The timer of one process's start. */
export interface BootTimer {
  /** Ends the phase running since the previous mark (or the process's start) under `phase`. */
  mark(phase: string): BootPhase;
  /** Writes the marks kept so far to `log`, and every later mark as it is made. */
  attach(log: BootLog): void;
  /** Every mark made so far, in order. */
  phases(): readonly BootPhase[];
}

const MESSAGE = 'início: fase concluída / boot phase done';

/** Creates a timer; `now` (ms since the process started) is injectable for tests. */
export function createBootTimer(now: () => number = () => performance.now()): BootTimer {
  const done: BootPhase[] = [];
  let last = 0;
  let log: BootLog | undefined;
  return {
    mark(phase) {
      const at = now();
      const entry = { phase, ms: Math.round(at - last), sinceStartMs: Math.round(at) };
      last = at;
      done.push(entry);
      log?.(entry, MESSAGE);
      return entry;
    },
    attach(next) {
      log = next;
      for (const entry of done) next(entry, MESSAGE);
    },
    phases: () => done,
  };
}
