/**
 * A server of the Rails ActionCable protocol (what `@rails/actioncable` speaks), for `ws` 8
 * sockets — the whole protocol lives in this module; channels plug in
 * ({@link CableChannel}): the life service's QuotationChannel today, a SupportChannel later.
 *
 * Protocol (subprotocol `actioncable-v1-json`, JSON text frames):
 * - on connect the server sends `{"type":"welcome"}`, then `{"type":"ping","message":<unix
 *   seconds>}` every 3 s (the client calls a connection stale after 6 s without one);
 * - client commands `{"command":"subscribe"|"unsubscribe"|"message","identifier":"<json>","data":"<json>"}`
 *   where `identifier` is the JSON text of the channel params (`{"channel":"QuotationChannel",...}`);
 * - the server answers a subscribe with `{"identifier","type":"confirm_subscription"}` or
 *   `{"identifier","type":"reject_subscription"}` (unknown channel, or the channel refused);
 *   a second subscribe with the same identifier is ignored, as in Rails;
 * - messages to a subscription are `{"identifier","message":<any JSON>}`: sent to one
 *   subscription ({@link CableSubscription.transmit}) or to every subscription streaming
 *   from a named stream ({@link CableServer.broadcast}).
 * A socket that did not negotiate the subprotocol is closed (1002); malformed frames are ignored.
 * Time comes from an injectable clock and timer (tests drive the pings by hand).
 *
 * Several processes: given a {@link PubSub} (server/src/cluster/pubsub.ts; PostgreSQL
 * LISTEN/NOTIFY with DATABASE_URL), {@link CableServer.broadcast} — the one seam every channel
 * publishes through — reaches the subscriptions of every process, as Rails' postgresql adapter.
 * On close every socket gets `{"type":"disconnect","reason":"server_restart","reconnect":true}`
 * first, so @rails/actioncable clients reconnect (to another process behind the proxy).
 */
import type { WebSocket } from 'ws';
import type { PubSub } from '../../src/kit/pubsub';

/** The subprotocol ActionCable clients offer. */
export const ACTION_CABLE_PROTOCOL = 'actioncable-v1-json';

/** Interval between pings (ActionCable's heartbeat), in milliseconds. */
export const PING_INTERVAL_MS = 3000;

/** ws `handleProtocols`: picks `actioncable-v1-json` when offered, otherwise none. */
export function selectActionCableProtocol(protocols: Set<string>): string | false {
  return protocols.has(ACTION_CABLE_PROTOCOL) ? ACTION_CABLE_PROTOCOL : false;
}

/** One subscription of one socket to one channel. */
export interface CableSubscription {
  /** The identifier string the client sent (echoed in every message). */
  readonly identifier: string;
  /** The identifier parsed: `{channel, ...params}`. */
  readonly params: Readonly<Record<string, unknown>>;
  /** Per-subscription state a channel may keep (e.g. the authenticated broker). */
  state: Record<string, unknown>;
  /**
   * Sends `{identifier, message}` to this subscription. `onWritten` is called once: without
   * an error when ws has written the frame to the client's connection (handed to the
   * operating system), with one when the socket was closing, closed, or the write failed.
   */
  transmit(message: unknown, onWritten?: (error?: Error) => void): void;
  /** Receives, from now on, every {@link CableServer.broadcast} to `stream`. */
  streamFrom(stream: string): void;
}

/** A channel: decides subscriptions and handles their messages. */
export interface CableChannel {
  /** The `channel` param that selects it (e.g. `QuotationChannel`). */
  readonly name: string;
  /** Accept (true; usually after `streamFrom`) or reject (false) a subscription. */
  subscribed(subscription: CableSubscription): Promise<boolean> | boolean;
  /** Runs after `confirm_subscription` was sent: e.g. deliver what was waiting. */
  afterConfirmed?(subscription: CableSubscription): Promise<void> | void;
  /** A `message` command: `data` is the client's `data` JSON, parsed. */
  received?(subscription: CableSubscription, data: Record<string, unknown>): Promise<void> | void;
  /** The client unsubscribed or the socket closed. */
  unsubscribed?(subscription: CableSubscription): void;
}

/** Timer functions (injectable for tests). */
export interface CableTimers {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Options of {@link createCableServer}. */
export interface CableServerOptions {
  channels: readonly CableChannel[];
  /** Current time, for the pings' unix seconds (default: real time). */
  clock?: () => Date;
  /** Default {@link PING_INTERVAL_MS}. */
  pingIntervalMs?: number;
  /** Default: the global timers. */
  timers?: CableTimers;
  /** Where channel errors are reported (they never reach the client). */
  onError?: (error: unknown) => void;
  /** Carries broadcasts to the other processes (default: this process only). */
  pubsub?: PubSub;
}

/** The pub/sub topic of cable broadcasts: `{stream, message}`. */
export const CABLE_TOPIC = 'cable';

/** The server: hand it accepted sockets, broadcast to streams. */
export interface CableServer {
  /** Takes over an open socket (sends the welcome, answers its commands). */
  accept(socket: WebSocket): void;
  /**
   * Sends `{identifier, message}` to every subscription streaming from `stream`, in this
   * process and (with a distributed pub/sub) in every other one.
   * @returns how many subscriptions of this process it was sent to.
   */
  broadcast(stream: string, message: unknown): number;
  /** True when broadcasts reach other processes (subscriber counts are then this process's only). */
  readonly distributed: boolean;
  /** Subscriptions currently streaming from `stream`. */
  subscriberCount(stream: string): number;
  /** This process's subscriptions currently streaming from `stream`. */
  subscriptionsOf(stream: string): CableSubscription[];
  /** Open sockets. */
  connectionCount(): number;
  /** Sends one ping to every socket now (what the timer does every interval). */
  pingAll(): void;
  /** Stops the pings, tells every client to reconnect, and closes every socket. */
  close(): void;
}

interface Connection {
  socket: WebSocket;
  subscriptions: Map<string, Subscription>;
  pending: Set<string>;
}

interface Subscription extends CableSubscription {
  channel: CableChannel;
  connection: Connection;
  streams: Set<string>;
}

function send(socket: WebSocket, payload: unknown, onWritten?: (error?: Error) => void): void {
  if (socket.readyState !== socket.OPEN) {
    onWritten?.(new Error('socket not open'));
    return;
  }
  if (!onWritten) {
    socket.send(JSON.stringify(payload));
    return;
  }
  let called = false;
  const once = (error?: Error) => {
    if (called) return;
    called = true;
    onWritten(error ?? undefined);
  };
  try {
    socket.send(JSON.stringify(payload), (error) => once(error ?? undefined));
  } catch (error) {
    once(error as Error);
  }
}

function parseObject(text: unknown): Record<string, unknown> | null {
  if (typeof text !== 'string') return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Builds a cable server over the given channels. */
export function createCableServer(options: CableServerOptions): CableServer {
  const channels = new Map(options.channels.map((channel) => [channel.name, channel]));
  const clock = options.clock ?? (() => new Date());
  const timers: CableTimers = options.timers ?? { setInterval: (callback, ms) => setInterval(callback, ms), clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout) };
  const onError = options.onError ?? (() => undefined);
  const connections = new Set<Connection>();
  const streams = new Map<string, Set<Subscription>>();
  let pingTimer: unknown;

  const deliverLocally = (stream: string, message: unknown): number => {
    const members = streams.get(stream);
    if (!members) return 0;
    for (const subscription of members) send(subscription.connection.socket, { identifier: subscription.identifier, message });
    return members.size;
  };
  options.pubsub?.subscribe(CABLE_TOPIC, (data) => {
    const { stream, message } = data as { stream: string; message: unknown };
    if (typeof stream === 'string') deliverLocally(stream, message);
  });

  const pingAll = () => {
    const message = Math.floor(clock().getTime() / 1000);
    for (const connection of connections) send(connection.socket, { type: 'ping', message });
  };

  const drop = (subscription: Subscription) => {
    for (const stream of subscription.streams) {
      const members = streams.get(stream);
      members?.delete(subscription);
      if (members?.size === 0) streams.delete(stream);
    }
    subscription.streams.clear();
    subscription.connection.subscriptions.delete(subscription.identifier);
    try {
      subscription.channel.unsubscribed?.(subscription);
    } catch (error) {
      onError(error);
    }
  };

  const subscribe = async (connection: Connection, identifier: string) => {
    if (connection.subscriptions.has(identifier) || connection.pending.has(identifier)) return;
    const params = parseObject(identifier);
    const channel = params && typeof params.channel === 'string' ? channels.get(params.channel) : undefined;
    if (!params || !channel) {
      send(connection.socket, { identifier, type: 'reject_subscription' });
      return;
    }
    const subscription: Subscription = {
      identifier,
      params,
      state: {},
      channel,
      connection,
      streams: new Set(),
      transmit: (message, onWritten) => {
        if (connection.subscriptions.get(identifier) === subscription) send(connection.socket, { identifier, message }, onWritten);
        else onWritten?.(new Error('not subscribed'));
      },
      streamFrom: (stream) => {
        subscription.streams.add(stream);
      },
    };
    connection.pending.add(identifier);
    let accepted = false;
    try {
      accepted = await channel.subscribed(subscription);
    } catch (error) {
      onError(error);
    } finally {
      connection.pending.delete(identifier);
    }
    if (!accepted || !connections.has(connection)) {
      subscription.streams.clear();
      send(connection.socket, { identifier, type: 'reject_subscription' });
      return;
    }
    connection.subscriptions.set(identifier, subscription);
    for (const stream of subscription.streams) {
      let members = streams.get(stream);
      if (!members) streams.set(stream, (members = new Set()));
      members.add(subscription);
    }
    send(connection.socket, { identifier, type: 'confirm_subscription' });
    try {
      await channel.afterConfirmed?.(subscription);
    } catch (error) {
      onError(error);
    }
  };

  const handle = async (connection: Connection, text: string) => {
    const command = parseObject(text);
    if (!command || typeof command.identifier !== 'string') return;
    const identifier = command.identifier;
    switch (command.command) {
      case 'subscribe':
        await subscribe(connection, identifier);
        return;
      case 'unsubscribe': {
        const subscription = connection.subscriptions.get(identifier);
        if (subscription) drop(subscription);
        return;
      }
      case 'message': {
        const subscription = connection.subscriptions.get(identifier);
        const data = parseObject(command.data);
        if (subscription && data) await subscription.channel.received?.(subscription, data);
        return;
      }
      default:
        return;
    }
  };

  return {
    accept(socket) {
      if (socket.protocol !== ACTION_CABLE_PROTOCOL) {
        socket.close(1002, 'unsupported subprotocol');
        return;
      }
      const connection: Connection = { socket, subscriptions: new Map(), pending: new Set() };
      connections.add(connection);
      pingTimer ??= timers.setInterval(pingAll, options.pingIntervalMs ?? PING_INTERVAL_MS);
      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        handle(connection, data.toString()).catch(onError);
      });
      socket.on('close', () => {
        connections.delete(connection);
        for (const subscription of [...connection.subscriptions.values()]) drop(subscription);
      });
      socket.on('error', () => socket.terminate());
      send(socket, { type: 'welcome' });
    },
    broadcast(stream, message) {
      if (!options.pubsub) return deliverLocally(stream, message);
      // The pub/sub delivers to this process's subscriptions at once, and to the other processes.
      options.pubsub.publish(CABLE_TOPIC, { stream, message });
      return streams.get(stream)?.size ?? 0;
    },
    distributed: options.pubsub?.distributed ?? false,
    subscriberCount: (stream) => streams.get(stream)?.size ?? 0,
    subscriptionsOf: (stream) => [...(streams.get(stream) ?? [])],
    connectionCount: () => connections.size,
    pingAll,
    close() {
      if (pingTimer !== undefined) timers.clearInterval(pingTimer);
      pingTimer = undefined;
      for (const connection of connections) {
        send(connection.socket, { type: 'disconnect', reason: 'server_restart', reconnect: true });
        connection.socket.close(1001, 'server shutting down');
      }
    },
  };
}
