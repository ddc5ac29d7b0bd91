/**
 * The broker's support chat, shown in the support dialog: the offline notice
 * outside business hours (when to expect an answer), the conversation and the composer.
 */
import type { PublicSettings } from '../../../domain/support/public-settings';
import { DEFAULT_SUPPORT_HOURS } from '../../../domain/support/business-hours';
import { Button, Notice, Spinner, Stack } from '../../design-system';
import { useUseCases } from '../../app/services-context';
import { SupportComposer, SupportMessageLog } from '../../shared/support/support-messages';
import type { BrokerSupportChat } from './use-support-chat';

export const SUPPORT_CHAT_EMPTY = 'Envie sua dúvida: nossa equipe responde por aqui mesmo.';

export function SupportChatPanel({ chat, settings }: { chat: BrokerSupportChat; settings: PublicSettings | null }) {
  const support = useUseCases('support');
  const hours = settings?.supportHours ?? DEFAULT_SUPPORT_HOURS;
  const offline = support.offlineNotice(hours);
  return (
    <Stack gap="sm">
      <Notice tone={offline ? 'warning' : 'info'}>
        {offline ? <strong>{offline} </strong> : null}
        Atendimento: {support.hoursText(hours)}
      </Notice>
      {chat.status === 'loading' ? <Spinner label="Carregando conversa" /> : null}
      {chat.status === 'error' ? (
        <Notice tone="error">
          {chat.errorMessage}{' '}
          <Button variant="secondary" size="sm" onClick={chat.reload}>
            Tentar de novo
          </Button>
        </Notice>
      ) : null}
      {chat.status === 'ready' ? <SupportMessageLog messages={chat.messages} mine="broker" label="Conversa com o suporte" emptyText={SUPPORT_CHAT_EMPTY} /> : null}
      <SupportComposer label="Sua mensagem" validate={chat.validate} onSend={chat.send} disabled={chat.status !== 'ready'} />
    </Stack>
  );
}
