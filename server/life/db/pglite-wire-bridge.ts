/**
 * Serves the main process's embedded PGlite over the PostgreSQL wire protocol on a Unix
 * socket, so the life-insurance service (a second process) can use the same database
 * with `pg` while the main process keeps the only handle on the data folder (PGlite admits
 * one process per folder: server/src/db/data-dir-lock.ts).
 *
 * Why not @electric-sql/pglite-socket: its releases pin an exact PGlite version as a peer
 * (0.2.17 wants 0.5.14, the project has 0.5.16) together with seven extension packages that
 * npm would install, and it runs each socket message under PGlite's query lock only — so a
 * statement from the socket could land inside a transaction the main process has open
 * (`db.transaction(...)`), and the main process's statements could land between the
 * messages of the socket client's extended-protocol sequence or inside its BEGIN…COMMIT.
 *
 * Here a connection holds PGlite's TRANSACTION lock from its first message until the end of
 * a request cycle that leaves no transaction open: the end of a simple Query ('Q') or a Sync
 * ('S') with `isInTransaction()` false (or the startup exchange, or Terminate). The main
 * process's `query`/`exec`/`transaction` take the same lock, so neither side ever sees the
 * other half-way. A client that disconnects inside a transaction is rolled back.
 *
 * The socket file is created mode 0600 inside the data folder (only the owner may connect:
 * there is no password), named `.s.PGSQL.5432` so that `pg` reaches it with
 * `{ host: <dataDir>, port: 5432 }`.
 */
import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** Port number in the socket's file name (`.s.PGSQL.<port>`), as libpq and `pg` expect it. */
export const PGLITE_SOCKET_PORT = 5432;

/** Longest Unix socket path on Linux (sun_path is 108 bytes with the terminating NUL). */
const MAX_SOCKET_PATH = 107;

/** Where the socket of the PGlite in `dataDir` lives. */
export function pgliteSocketPath(dataDir: string): string {
  return path.join(dataDir, `.s.PGSQL.${PGLITE_SOCKET_PORT}`);
}

/** A running bridge. */
export interface PgliteWireBridge {
  /** Absolute path of the socket file. */
  readonly socketPath: string;
  /**
   * Stops accepting, closes the open connections (rolling back their transactions) and removes
   * the socket file. With `waitForClientsMs` > 0 it first keeps serving — and accepting — until
   * every client has closed its connection (the life service ends its pool as the last step of
   * its own shutdown) or that many milliseconds passed, so a service still draining is never
   * cut from its database by the main process's shutdown; with no client connected it closes
   * at once.
   */
  close(options?: { waitForClientsMs?: number }): Promise<void>;
  /** Connections open now (a client's pool keeps its one connection: server/life/db/database.ts). */
  connectionCount(): number;
}

/** Thrown when the data folder's path is too long for a Unix socket. */
export class SocketPathTooLongError extends Error {
  constructor(readonly socketPath: string) {
    super(
      `O caminho do socket do banco embutido é longo demais (${socketPath.length} > ${MAX_SOCKET_PATH} caracteres): use um DATA_DIR mais curto.\n` +
        `The embedded database socket path is too long (${socketPath.length} > ${MAX_SOCKET_PATH} characters): use a shorter DATA_DIR.`,
    );
    this.name = 'SocketPathTooLongError';
  }
}

const SSL_REQUEST_CODE = 80877103;
const GSS_REQUEST_CODE = 80877104;
const CANCEL_REQUEST_CODE = 80877102;

/** A simple-protocol `Query` message for `sql`. */
function queryMessage(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`, 'utf8');
  const message = Buffer.alloc(5 + text.length);
  message.write('Q', 0, 'ascii');
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}

/** Takes PGlite's transaction lock and keeps it until the returned function is called. */
function holdTransactionLock(pglite: PGlite): Promise<() => void> {
  return new Promise((acquired, failed) => {
    pglite
      ._runExclusiveTransaction(
        () =>
          new Promise<void>((release) => {
            acquired(release);
          }),
      )
      .catch(failed);
  });
}

/**
 * Starts serving `pglite` on `<dataDir>/.s.PGSQL.5432` (a stale socket file left by a
 * killed process is replaced; the data folder is locked by the caller, so no live server
 * can own it).
 * @throws SocketPathTooLongError when the path does not fit a Unix socket.
 */
export async function servePgliteOverSocket(pglite: PGlite, dataDir: string): Promise<PgliteWireBridge> {
  const socketPath = pgliteSocketPath(path.resolve(dataDir));
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) throw new SocketPathTooLongError(socketPath);
  await rm(socketPath, { force: true });

  const connections = new Set<{ socket: net.Socket; idle: () => Promise<void>; drop: () => Promise<void> }>();
  /** Waiters of `close({ waitForClientsMs })`, resolved when the last connection closes. */
  const noClients: (() => void)[] = [];
  const server = net.createServer((socket) => {
    let buffer = Buffer.alloc(0);
    let startupDone = false;
    let release: (() => void) | null = null;
    let chain: Promise<void> = Promise.resolve();
    let closed = false;

    const unlockIfIdle = () => {
      if (release && !pglite.isInTransaction()) {
        release();
        release = null;
      }
    };

    const run = async (message: Uint8Array, endsCycle: boolean) => {
      if (closed) return;
      release ??= await holdTransactionLock(pglite);
      try {
        await pglite._runExclusiveQuery(() =>
          pglite.execProtocolRawStream(message, {
            onRawData: (data) => {
              if (!socket.destroyed) socket.write(Buffer.from(data));
            },
          }),
        );
      } finally {
        if (endsCycle) unlockIfIdle();
      }
    };

    /** Splits the buffer into whole messages and queues them in order. */
    const consume = () => {
      for (;;) {
        if (!startupDone) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          const code = buffer.readInt32BE(4);
          if (buffer.length < length) return;
          const message = buffer.subarray(0, length);
          buffer = buffer.subarray(length);
          if (code === SSL_REQUEST_CODE || code === GSS_REQUEST_CODE) {
            socket.write('N');
            continue;
          }
          if (code === CANCEL_REQUEST_CODE) {
            socket.end();
            return;
          }
          startupDone = true;
          const copy = new Uint8Array(message);
          chain = chain.then(() => run(copy, true));
          continue;
        }
        if (buffer.length < 5) return;
        const length = buffer.readInt32BE(1);
        if (buffer.length < 1 + length) return;
        const type = String.fromCharCode(buffer[0]!);
        const message = new Uint8Array(buffer.subarray(0, 1 + length));
        buffer = buffer.subarray(1 + length);
        if (type === 'X') {
          socket.end();
          return;
        }
        chain = chain.then(() => run(message, type === 'Q' || type === 'S'));
      }
    };

    const entry = {
      socket,
      idle: () => chain,
      drop: async () => {
        closed = true;
        await chain.catch(() => undefined);
        if (release) {
          if (pglite.isInTransaction()) {
            await pglite._runExclusiveQuery(() => pglite.execProtocolRaw(queryMessage('ROLLBACK'))).catch(() => undefined);
          }
          release();
          release = null;
        }
      },
    };
    connections.add(entry);

    socket.on('data', (data) => {
      buffer = Buffer.concat([buffer, data]);
      consume();
      chain = chain.catch(() => {
        socket.destroy();
      });
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      connections.delete(entry);
      void entry.drop();
      if (connections.size === 0) for (const resolve of noClients.splice(0)) resolve();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(socketPath, 0o600);

  let closing: Promise<void> | undefined;
  return {
    socketPath,
    connectionCount: () => connections.size,
    close: (options = {}) => {
      closing ??= (async () => {
        const waitMs = options.waitForClientsMs ?? 0;
        if (waitMs > 0 && connections.size > 0) {
          let timer: NodeJS.Timeout | undefined;
          await new Promise<void>((resolve) => {
            noClients.push(resolve);
            timer = setTimeout(resolve, waitMs);
            timer.unref();
          });
          clearTimeout(timer);
        }
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const connection of [...connections]) {
          connection.socket.destroy();
          await connection.drop();
        }
        await stopped;
        await rm(socketPath, { force: true });
      })();
      return closing;
    },
  };
}
