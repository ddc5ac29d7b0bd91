/**
 * Floating support buttons (spec point 1): the support chat (a dialog with the
 * broker's live conversation and an unread badge) and WhatsApp — wa.me with a pre-filled
 * text naming the broker, shown only when `SUPPORT_WHATSAPP` is configured.
 */
import { useId, useState } from 'react';
import { Dialog } from '../../design-system/dialog';
import { Icon } from '../../design-system/icon';
import { VisuallyHidden } from '../../design-system/primitives';
import { useUseCases } from '../../app/services-context';
import { useSession } from '../../app/session-context';
import { SupportChatPanel } from '../../features/support/support-chat-panel';
import { useBrokerSupportChat } from '../../features/support/use-support-chat';
import { usePublicSettings } from '../../shared/support/use-public-settings';
import * as s from './dashboard.css';

export function SupportButtons() {
  const support = useUseCases('support');
  const { user } = useSession();
  const settings = usePublicSettings();
  const [chatOpen, setChatOpen] = useState(false);
  const chat = useBrokerSupportChat(user !== null, chatOpen);
  const whatsapp = settings ? support.whatsappUrl(settings, user?.name ?? null) : null;
  const unread = chat.unreadCount;
  const unreadId = useId();
  return (
    <div className={s.floating}>
      {/* The unread count describes the button from outside it (WCAG 2.5.3: no text inside that its name lacks). */}
      {unread > 0 ? <VisuallyHidden id={unreadId}>{unread === 1 ? '1 mensagem nova' : `${unread} mensagens novas`}</VisuallyHidden> : null}
      <Dialog
        title="Fale com o suporte"
        description="Tire dúvidas sobre cotações, tabelas ou a sua assinatura."
        size="md"
        open={chatOpen}
        onOpenChange={setChatOpen}
        trigger={
          <button type="button" className={s.fab({ tone: 'primary' })} aria-label="Abrir chat de suporte" aria-describedby={unread > 0 ? unreadId : undefined} title="Chat de suporte">
            <Icon name="chat" size={24} />
            {unread > 0 ? (
              <span className={s.fabBadge} aria-hidden="true">
                {unread}
              </span>
            ) : null}
          </button>
        }
      >
        <SupportChatPanel chat={chat} settings={settings} />
      </Dialog>
      {whatsapp ? (
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className={s.fab({ tone: 'whatsapp' })}
          aria-label="Falar com o suporte pelo WhatsApp"
          title="Suporte pelo WhatsApp"
        >
          <Icon name="whatsapp" size={26} />
        </a>
      ) : null}
    </div>
  );
}
