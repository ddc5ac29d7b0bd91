/**
 * Ports of the app's shell:
 * - {@link SupportGateway}: the support chat (REST history and writes, live events over the
 *   SupportChannel). Adapters: infrastructure/http/support.http.ts +
 *   infrastructure/realtime/support-channel.actioncable.ts, and infrastructure/fake/support.fake.ts.
 * - {@link PublicSettingsGateway}: the run-time settings of `GET /api/config/` (support
 *   WhatsApp, feedback form, support hours, trackers).
 * Expected failures are values ({@link Result} with a {@link RemoteFailure}).
 */
import type { PublicSettings } from '../../domain/support/public-settings';
import type { RemoteFailure, Result } from '../shared/result';

/** Who wrote a message. */
export type SupportAuthor = 'broker' | 'support';

/** One chat message; `createdAt` ISO 8601. Text only: shown as text, never as HTML. */
export interface SupportMessage {
  id: number;
  conversationId: number;
  author: SupportAuthor;
  authorName: string;
  body: string;
  createdAt: string;
}

/** The broker's conversation (`id` null before the first message); `unreadCount` = support messages not read. */
export interface SupportConversation {
  id: number | null;
  messages: SupportMessage[];
  unreadCount: number;
}

/** The broker as the support team sees it. */
export interface SupportBroker {
  id: number;
  name: string;
  username: string;
  email: string;
  accountId: number;
}

/** A conversation of the support inbox; `unreadCount` = broker messages the team has not read. */
export interface SupportInboxItem {
  id: number;
  broker: SupportBroker;
  lastMessage: SupportMessage;
  unreadCount: number;
}

/** One conversation for the support team. */
export interface SupportThread {
  id: number;
  broker: SupportBroker;
  messages: SupportMessage[];
  unreadCount: number;
}

/**
 * What the live channel reports:
 * - `subscribed`: (re)connected — reload the history to catch up;
 * - `refused`: the subscription was rejected (e.g. an expired token) — renew through a REST call;
 * - `message` / `read`: a new message, or a side read the other's messages up to `lastReadId`.
 */
export type SupportLiveEvent =
  | { kind: 'subscribed' }
  | { kind: 'refused' }
  | { kind: 'message'; conversationId: number; brokerId: number; message: SupportMessage }
  | { kind: 'read'; conversationId: number; brokerId: number; reader: SupportAuthor; lastReadId: number };

/** Stops a subscription. */
export type Unsubscribe = () => void;

/** The support chat. */
export interface SupportGateway {
  /** The caller's own conversation. */
  conversation(): Promise<Result<SupportConversation, RemoteFailure>>;
  /** Sends a message (body already trimmed and checked). */
  send(body: string): Promise<Result<SupportMessage, RemoteFailure>>;
  /** Marks the support team's messages read. */
  markRead(): Promise<Result<void, RemoteFailure>>;
  /** Superusers: every conversation, unread first. */
  inbox(): Promise<Result<SupportInboxItem[], RemoteFailure>>;
  /** Superusers: one conversation. */
  thread(conversationId: number): Promise<Result<SupportThread, RemoteFailure>>;
  /** Superusers: answers a conversation. */
  reply(conversationId: number, body: string): Promise<Result<SupportMessage, RemoteFailure>>;
  /** Superusers: marks the broker's messages read. */
  markThreadRead(conversationId: number): Promise<Result<void, RemoteFailure>>;
  /** Live events of the caller's conversation (`own`) or of every conversation (`inbox`, superusers). */
  subscribe(scope: 'own' | 'inbox', listener: (event: SupportLiveEvent) => void): Unsubscribe;
}

/** The SPA's run-time settings. */
export interface PublicSettingsGateway {
  settings(): Promise<Result<PublicSettings, RemoteFailure>>;
}

/**
 * Loads the third-party trackers of spec point 7 (social pixel, ads tag, product analytics)
 * into the page. Called only after the visitor's consent; loading twice does nothing more.
 */
export interface TrackerLoader {
  load(tracking: PublicSettings['tracking']): void;
}
