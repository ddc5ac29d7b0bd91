/** Floating support buttons (spec point 1): WhatsApp (external link) and a support chat dialog. */
import { useState } from 'react';
import { Button, Dialog, Icon, Stack } from '../../design-system';
import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_WHATSAPP_URL } from '../../app/support-contact';
import * as s from './dashboard.css';

export function SupportButtons() {
  const [chatOpen, setChatOpen] = useState(false);
  return (
    <div className={s.floating}>
      <Dialog
        title="Fale com o suporte"
        description="Tire dúvidas sobre cotações, tabelas ou a sua assinatura."
        size="sm"
        open={chatOpen}
        onOpenChange={setChatOpen}
        trigger={
          <button type="button" className={s.fab({ tone: 'primary' })} aria-label="Abrir chat de suporte" title="Chat de suporte">
            <Icon name="chat" size={24} />
          </button>
        }
      >
        <Stack gap="md">
          <ul className={s.supportList}>
            <li className={s.supportItem}>
              <Icon name="clock" size={18} />
              <span>{SUPPORT_HOURS}</span>
            </li>
            <li className={s.supportItem}>
              <Icon name="mail" size={18} />
              <span>
                E-mail: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </span>
            </li>
          </ul>
          <Button asChild variant="primary" fullWidth>
            <a href={SUPPORT_WHATSAPP_URL} target="_blank" rel="noopener noreferrer">
              <Icon name="whatsapp" size={18} />
              Conversar pelo WhatsApp
            </a>
          </Button>
        </Stack>
      </Dialog>
      <a
        href={SUPPORT_WHATSAPP_URL}
        target="_blank"
        rel="noopener noreferrer"
        className={s.fab({ tone: 'whatsapp' })}
        aria-label="Falar com o suporte pelo WhatsApp"
        title="Suporte pelo WhatsApp"
      >
        <Icon name="whatsapp" size={26} />
      </a>
    </div>
  );
}
