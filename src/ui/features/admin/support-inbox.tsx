/**
 * The support team's inbox, for superusers: every broker's conversation with its
 * unread count (unread first, then the newest), the selected conversation and the answer
 * composer; live over the SupportChannel (`inbox` scope). Opening a conversation marks the
 * broker's messages read.
 *
 * - {@link SupportInbox}: the inbox itself, for the control panel page to mount.
 * - {@link SupportInboxButton}: a header button with the total unread count that opens the
 *   inbox in a dialog (the dashboard layout shows it to superusers).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SupportInboxItem, SupportLiveEvent, SupportThread } from '../../../application/support/support-gateway';
import { Dialog, Icon, Notice, Spinner, Stack, VisuallyHidden } from '../../design-system';
import { useUseCases } from '../../app/services-context';
import { messageTime, SupportComposer, SupportMessageLog } from '../../shared/support/support-messages';
import * as s from '../../shared/support/support.css';

/** The inbox list and live updates, shared by the button's badge and the inbox view. */
export function useSupportInbox(enabled: boolean) {
  const support = useUseCases('support');
  const [items, setItems] = useState<SupportInboxItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [resubscribe, setResubscribe] = useState(0);
  const refusals = useRef(0);

  const load = useCallback(async () => {
    const result = await support.inbox();
    if (result.ok) {
      setItems(result.value);
      setError(null);
    } else setError(result.error.message);
    return result.ok;
  }, [support]);

  useEffect(() => {
    if (enabled) void load();
  }, [enabled, load]);

  useEffect(() => {
    if (!enabled) return undefined;
    return support.subscribe('inbox', (event: SupportLiveEvent) => {
      if (event.kind === 'refused') {
        refusals.current += 1;
        if (refusals.current <= 3) void load().then((ok) => ok && setResubscribe((n) => n + 1));
        return;
      }
      if (event.kind === 'subscribed') refusals.current = 0;
      void load();
      setVersion((n) => n + 1);
    });
  }, [enabled, support, load, resubscribe]);

  const unreadTotal = (items ?? []).reduce((sum, item) => sum + item.unreadCount, 0);
  return { items, error, unreadTotal, reload: load, version };
}

function ThreadView({ conversationId, version, onRead }: { conversationId: number; version: number; onRead: () => void }) {
  const support = useUseCases('support');
  const [thread, setThread] = useState<SupportThread | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void support.thread(conversationId).then(async (result) => {
      if (!live) return;
      if (!result.ok) {
        setError(result.error.message);
        return;
      }
      setThread(result.value);
      setError(null);
      if (result.value.unreadCount > 0) {
        await support.markThreadRead(conversationId);
        onRead();
      }
    });
    return () => {
      live = false;
    };
  }, [support, conversationId, version, onRead]);

  if (error) return <Notice tone="error">{error}</Notice>;
  if (!thread) return <Spinner label="Carregando conversa" />;
  return (
    <Stack gap="sm">
      <div>
        <h3 className={s.threadHead}>{thread.broker.name}</h3>
        <p className={s.threadSub}>
          {thread.broker.username} · {thread.broker.email}
        </p>
      </div>
      <SupportMessageLog messages={thread.messages} mine="support" label={`Conversa com ${thread.broker.name}`} emptyText="Sem mensagens." />
      <SupportComposer
        label="Resposta"
        validate={support.validateMessage}
        onSend={async (body) => {
          const result = await support.reply(conversationId, body);
          if (!result.ok) return result.error.message;
          setThread((current) => (current && !current.messages.some((message) => message.id === result.value.id) ? { ...current, messages: [...current.messages, result.value] } : current));
          return null;
        }}
      />
    </Stack>
  );
}

/** The inbox (module note). `inbox` may be shared with a badge; otherwise it keeps its own. */
export function SupportInbox({ inbox: shared }: { inbox?: ReturnType<typeof useSupportInbox> }) {
  const own = useSupportInbox(shared === undefined);
  const inbox = shared ?? own;
  const [selected, setSelected] = useState<number | null>(null);
  const { reload } = inbox;
  const onRead = useCallback(() => void reload(), [reload]);

  if (inbox.error && !inbox.items) return <Notice tone="error">{inbox.error}</Notice>;
  if (!inbox.items) return <Spinner label="Carregando conversas" />;
  return (
    <div className={s.inboxLayout}>
      <section aria-label="Conversas">
        {inbox.items.length === 0 ? <p className={s.threadSub}>Nenhuma conversa ainda.</p> : null}
        <ul className={s.inboxList}>
          {inbox.items.map((item) => (
            <li key={item.id}>
              <button type="button" className={s.inboxItem({ selected: item.id === selected })} aria-pressed={item.id === selected} onClick={() => setSelected(item.id)}>
                <span className={s.inboxItemHead}>
                  <span>{item.broker.name}</span>
                  {item.unreadCount > 0 ? (
                    <span className={s.unreadBadge}>
                      {item.unreadCount}
                      <VisuallyHidden> não {item.unreadCount === 1 ? 'lida' : 'lidas'}</VisuallyHidden>
                    </span>
                  ) : null}
                </span>
                <span className={s.inboxPreview}>{item.lastMessage.body}</span>
                <span className={s.bubbleMeta}>{messageTime(item.lastMessage.createdAt)}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Conversa selecionada">
        {selected === null ? <p className={s.threadSub}>Escolha uma conversa para ler e responder.</p> : <ThreadView conversationId={selected} version={inbox.version} onRead={onRead} />}
      </section>
    </div>
  );
}

/** Header button for superusers: unread total, opens the inbox in a dialog. */
export function SupportInboxButton({ className, badgeClassName }: { className?: string; badgeClassName?: string }) {
  const inbox = useSupportInbox(true);
  const [open, setOpen] = useState(false);
  const label = inbox.unreadTotal > 0 ? `Suporte: ${inbox.unreadTotal} não ${inbox.unreadTotal === 1 ? 'lida' : 'lidas'}` : 'Suporte';
  return (
    <Dialog
      title="Atendimento ao corretor"
      description="Mensagens enviadas pelo chat de suporte."
      size="lg"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className={className} aria-label={`Abrir atendimento (${label})`} title="Atendimento ao corretor">
          <Icon name="chat" size={20} />
          {inbox.unreadTotal > 0 ? (
            <span className={badgeClassName} aria-hidden="true">
              {inbox.unreadTotal}
            </span>
          ) : null}
        </button>
      }
    >
      <SupportInbox inbox={inbox} />
    </Dialog>
  );
}
