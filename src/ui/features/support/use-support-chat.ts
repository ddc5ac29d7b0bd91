/**
 * The broker's support conversation for the dashboard's lifetime: loads the
 * history, listens on the SupportChannel, appends new messages (once each), keeps the count
 * of the support team's unread messages and marks them read while the chat is open.
 * After a (re)subscription it reloads the history (messages sent while disconnected); when
 * the subscription is refused (an expired token) it reloads through REST, which renews the
 * session, and subscribes again (at most 3 times in a row).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SupportLiveEvent, SupportMessage } from '../../../application/support/support-gateway';
import { useUseCases } from '../../app/services-context';

/** What the chat shows. */
export interface BrokerSupportChat {
  status: 'loading' | 'ready' | 'error';
  errorMessage: string | null;
  messages: SupportMessage[];
  unreadCount: number;
  /** Sends; answers the message to show on failure, null on success. */
  send(body: string): Promise<string | null>;
  validate(body: string): string | null;
  reload(): void;
}

const MAX_RESUBSCRIBE = 3;

/** Merges messages by id, oldest first. */
export function mergeMessages(current: readonly SupportMessage[], incoming: readonly SupportMessage[]): SupportMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export function useBrokerSupportChat(enabled: boolean, open: boolean): BrokerSupportChat {
  const support = useUseCases('support');
  const [status, setStatus] = useState<BrokerSupportChat['status']>('loading');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [messages, setMessages] = useState<SupportMessage[]>([]);
  const [unreadCount, setUnreadCount] = useState(0);
  const [subscription, setSubscription] = useState(0);
  const openRef = useRef(open);
  openRef.current = open;
  const refusals = useRef(0);

  const load = useCallback(async () => {
    const result = await support.conversation();
    if (!result.ok) {
      setStatus('error');
      setErrorMessage(result.error.message);
      return false;
    }
    setMessages((current) => mergeMessages(current, result.value.messages));
    setUnreadCount(result.value.unreadCount);
    setStatus('ready');
    setErrorMessage(null);
    return true;
  }, [support]);

  useEffect(() => {
    if (!enabled) return undefined;
    void load();
    return undefined;
  }, [enabled, load]);

  useEffect(() => {
    if (!enabled) return undefined;
    const onEvent = (event: SupportLiveEvent) => {
      if (event.kind === 'subscribed') {
        refusals.current = 0;
        void load();
      } else if (event.kind === 'refused') {
        refusals.current += 1;
        if (refusals.current <= MAX_RESUBSCRIBE) void load().then((ok) => ok && setSubscription((n) => n + 1));
      } else if (event.kind === 'message') {
        setMessages((current) => mergeMessages(current, [event.message]));
        if (event.message.author === 'support') {
          if (openRef.current) void support.markRead();
          else setUnreadCount((count) => count + 1);
        }
      } else if (event.reader === 'broker') setUnreadCount(0);
    };
    return support.subscribe('own', onEvent);
  }, [enabled, support, load, subscription]);

  useEffect(() => {
    if (enabled && open && unreadCount > 0) {
      setUnreadCount(0);
      void support.markRead();
    }
  }, [enabled, open, unreadCount, support]);

  const send = useCallback(
    async (body: string) => {
      const result = await support.send(body);
      if (!result.ok) return result.error.message;
      setMessages((current) => mergeMessages(current, [result.value]));
      return null;
    },
    [support],
  );

  return { status, errorMessage, messages, unreadCount, send, validate: support.validateMessage, reload: () => void load() };
}
