/**
 * N copies of one compiled server behind one port, with Node's cluster (the broker-day bench,
 * scripts/bench-broker-day.ts, on PostgreSQL): `node --import tsx scripts/bench-cluster-primary.ts ENTRY.mjs N`.
 *
 * The workers run ENTRY with plain node (no tsx) and the environment of this process; each one
 * `listen`s on the same PORT / LIFE_PORT and the primary hands it connections round robin
 * (Node's default on Linux). One request costs the primary nothing: it only accepts connections.
 * The first worker starts alone (it runs the migrations) and the others once it listens.
 * `BENCH_WORKER_NODE_ARGS` gives the workers node flags (profiling: `--cpu-prof --cpu-prof-dir=DIR`).
 * Prints `bench-cluster: N prontos (pids …)` once all listen; SIGTERM/SIGINT stop the workers
 * (each drains) and then this process; a worker that dies stops everything (exit 1).
 */
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';

const [entry, countText] = process.argv.slice(2);
const count = Number(countText);
if (!entry || !Number.isInteger(count) || count < 1 || count > 8) {
  console.error('Uso / usage: node --import tsx scripts/bench-cluster-primary.ts ENTRY.mjs N (1–8)');
  process.exit(2);
}

// BENCH_WORKER_NODE_ARGS: node flags for the workers (space separated), e.g. `--cpu-prof --cpu-prof-dir=.tmp/prof`
// to see where a broker's day goes in each process (NODE_OPTIONS refuses --cpu-prof).
const workerArgs = (process.env.BENCH_WORKER_NODE_ARGS ?? '').split(' ').filter(Boolean);
cluster.setupPrimary({ exec: path.resolve(entry), execArgv: workerArgs });

let stopping = false;

function listening(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    worker.once('listening', () => resolve());
    worker.once('exit', (code) => reject(new Error(`worker ${worker.process.pid ?? '?'} saiu ao iniciar (código ${String(code)})`)));
  });
}

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve();
          worker.once('exit', () => resolve());
          worker.process.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}

process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

const pids: number[] = [];
try {
  for (let index = 0; index < count; index += 1) {
    const worker = cluster.fork();
    await listening(worker);
    pids.push(worker.process.pid ?? 0);
  }
} catch (error) {
  console.error(`bench-cluster: ${(error as Error).message}`);
  await stop(1);
}
cluster.on('exit', (worker, code, signal) => {
  if (stopping) return;
  console.error(`bench-cluster: o worker ${worker.process.pid ?? '?'} terminou (${signal ?? `código ${String(code)}`}); encerrando`);
  void stop(1);
});
console.log(`bench-cluster: ${count} prontos (pids ${pids.join(', ')})`);
