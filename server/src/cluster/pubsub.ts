/**
 * Publish/subscribe between the server processes, the way Rails ActionCable's PostgreSQL
 * adapter does it: with `DATABASE_URL`, every process LISTENs on one PostgreSQL channel
 * (`cotador_events`) over a dedicated connection and publishes with `pg_notify`; in embedded
 * mode (one process per data folder) messages stay in the process.
 *
 * A message is `{topic, data}` (JSON). Topics in use: `cable` (the websocket broadcasts of
 * server/life/cable/action-cable.ts: `{stream, message}`), `catalog` (the "catalog version
 * changed" notice, {@link publishCatalogVersion}; the catalog_version trigger of migration 0012
 * also sends it from inside PostgreSQL, origin `database`, with this channel and envelope —
 * change both together) and `caller` (`{table}`: users, accounts or subscriptions changed;
 * sent only by the triggers of migration 0013_caller_changed, {@link onCallerChanged}). A publisher delivers to its own handlers at
 * once and ignores its own notifications (each process tags what it sends), so a process
 * never sees a message twice. PostgreSQL limits a notification to 8000 bytes: a larger
 * message is stored in `cable_messages` and only its id is notified (rows older than a
 * minute are deleted by later large messages).
 *
 * Delivery is at most once and only to processes listening at that moment: a process whose
 * listening connection dropped reconnects (1 s, 2 s … up to 30 s) and misses what was
 * published meanwhile (the life service re-sends undelivered quotation results when a socket
 * subscribes again). Subscribers that cannot afford a gap ask {@link PubSub.onListening}: they
 * are told when the connection drops and when it listens again (the caller cache empties and
 * stays off in between).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** A message handler: `data` is what was published (parsed JSON). */
export type PubSubHandler = (data: unknown) => void;

/** The bus of one process. */
export interface PubSub {
  /** Whether messages reach other processes (PostgreSQL) or only this one. */
  readonly distributed: boolean;
  /** Sends `data` to every handler of `topic` in every process (this one first, synchronously). */
  publish(topic: string, data: unknown): void;
  /** Adds a handler of `topic`; returns the function that removes it. */
  subscribe(topic: string, handler: PubSubHandler): () => void;
  /** Whether other processes' messages reach this one now (false while the listening connection is down; always true in-process). */
  listening(): boolean;
  /**
   * Calls `handler(false)` when the listening connection drops (messages are missed from then
   * on) and `handler(true)` once it listens again; returns the function that removes it.
   */
  onListening(handler: (listening: boolean) => void): () => void;
  /** Stops listening (handlers are dropped). Idempotent. */
  close(): Promise<void>;
}

/** Minimal logger. */
export interface PubSubLog {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
}

/** The PostgreSQL channel every process listens on. */
export const PUBSUB_CHANNEL = 'cotador_events';
/** Largest notification payload sent as is (PostgreSQL's limit is 8000 bytes). */
const MAX_INLINE_BYTES = 7500;

function localHandlers() {
  const handlers = new Map<string, Set<PubSubHandler>>();
  return {
    deliver(topic: string, data: unknown, onError: (error: unknown) => void) {
      for (const handler of handlers.get(topic) ?? []) {
        try {
          handler(data);
        } catch (error) {
          onError(error);
        }
      }
    },
    add(topic: string, handler: PubSubHandler) {
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(handler);
      return () => void set.delete(handler);
    },
    clear: () => handlers.clear(),
  };
}

/** Messages stay in this process (embedded mode, tests). */
export function inProcessPubSub(onError: (error: unknown) => void = () => undefined): PubSub {
  const handlers = localHandlers();
  return {
    distributed: false,
    publish: (topic, data) => handlers.deliver(topic, data, onError),
    subscribe: (topic, handler) => handlers.add(topic, handler),
    listening: () => true,
    onListening: () => () => undefined,
    close: async () => handlers.clear(),
  };
}

/**
 * Messages go through PostgreSQL LISTEN/NOTIFY to every process on that database.
 * Resolves once this process is listening.
 *
 * @param options.connectionString `DATABASE_URL` (a dedicated connection listens; publishing uses `pool`).
 * @param options.pool the process's pool, for `pg_notify` and the large-message table.
 */
export async function postgresPubSub(options: { connectionString: string; pool: pg.Pool; log: PubSubLog; onError?: (error: unknown) => void }): Promise<PubSub> {
  const origin = randomUUID();
  const onError = options.onError ?? ((error: unknown) => options.log.warn({ err: error }, 'pubsub: erro / error'));
  const handlers = localHandlers();
  let listener: pg.Client | undefined;
  let closed = false;
  let retryMs = 1000;
  /** Whether a connection listened before (the next one is a reconnection, told to `onListening`). */
  let listenedBefore = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  const listeningHandlers = new Set<(listening: boolean) => void>();
  const tellListening = (listening: boolean) => {
    for (const handler of listeningHandlers) {
      try {
        handler(listening);
      } catch (error) {
        onError(error);
      }
    }
  };

  const receive = async (payload: string | undefined) => {
    if (!payload) return;
    const envelope = JSON.parse(payload) as { o: string; t: string; d?: unknown; r?: string };
    if (envelope.o === origin) return;
    let data = envelope.d;
    if (envelope.r !== undefined) {
      const { rows } = await options.pool.query<{ payload: unknown }>('SELECT payload FROM cable_messages WHERE id = $1', [envelope.r]);
      if (!rows[0]) return;
      data = rows[0].payload;
    }
    handlers.deliver(envelope.t, data, onError);
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: options.connectionString });
    client.on('notification', (notification) => {
      if (notification.channel === PUBSUB_CHANNEL) receive(notification.payload).catch(onError);
    });
    client.on('error', (error) => {
      options.log.warn({ err: error }, 'pubsub: conexão perdida, reconectando / listener lost, reconnecting');
      lost(client);
    });
    client.on('end', () => lost(client));
    await client.connect();
    await client.query(`LISTEN ${PUBSUB_CHANNEL}`);
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    const reconnected = listenedBefore;
    listenedBefore = true;
    listener = client;
    retryMs = 1000;
    if (reconnected) tellListening(true);
  };

  const retryLater = () => {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect().catch((error: unknown) => {
        options.log.warn({ err: error, retryMs }, 'pubsub: reconexão falhou / reconnect failed');
        retryMs = Math.min(30_000, retryMs * 2);
        retryLater();
      });
    }, retryMs);
    reconnectTimer.unref();
  };

  const lost = (client: pg.Client) => {
    if (listener !== client) return;
    listener = undefined;
    client.end().catch(() => undefined);
    tellListening(false);
    retryLater();
  };

  await connect();

  const send = async (topic: string, data: unknown) => {
    let payload = JSON.stringify({ o: origin, t: topic, d: data });
    if (Buffer.byteLength(payload) > MAX_INLINE_BYTES) {
      const { rows } = await options.pool.query<{ id: string }>('INSERT INTO cable_messages (payload) VALUES ($1) RETURNING id', [JSON.stringify(data)]);
      payload = JSON.stringify({ o: origin, t: topic, r: rows[0]?.id });
      await options.pool.query("DELETE FROM cable_messages WHERE created_at < now() - interval '1 minute'");
    }
    await options.pool.query('SELECT pg_notify($1, $2)', [PUBSUB_CHANNEL, payload]);
  };

  return {
    distributed: true,
    publish(topic, data) {
      handlers.deliver(topic, data, onError);
      if (!closed) send(topic, data).catch(onError);
    },
    subscribe: (topic, handler) => handlers.add(topic, handler),
    listening: () => listener !== undefined,
    onListening(handler) {
      listeningHandlers.add(handler);
      return () => void listeningHandlers.delete(handler);
    },
    async close() {
      if (closed) return;
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      handlers.clear();
      listeningHandlers.clear();
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

/** Topic of the "catalog version changed" notice. */
export const CATALOG_TOPIC = 'catalog';

/** Tells every process that the plan catalog changed (e.g. after an import): caches keyed by version drop. */
export function publishCatalogVersion(pubsub: PubSub, version: string): void {
  pubsub.publish(CATALOG_TOPIC, { version });
}

/** Runs `handler` with the new version whenever any process publishes one; returns the unsubscribe function. */
export function onCatalogVersion(pubsub: PubSub, handler: (version: string) => void): () => void {
  return pubsub.subscribe(CATALOG_TOPIC, (data) => {
    const version = (data as { version?: unknown } | null)?.version;
    if (typeof version === 'string') handler(version);
  });
}

/** Topic of the "a caller's rows changed" notice (migration 0013_caller_changed). */
export const CALLER_TOPIC = 'caller';

/**
 * Runs `handler` whenever a statement of any connection (any process, psql, the seed) wrote
 * users, accounts or subscriptions, at its commit; returns the unsubscribe function.
 */
export function onCallerChanged(pubsub: PubSub, handler: () => void): () => void {
  return pubsub.subscribe(CALLER_TOPIC, () => handler());
}
