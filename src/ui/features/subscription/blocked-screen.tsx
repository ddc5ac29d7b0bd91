/** /assinatura: blocked (BL) users (spec point 4) learn why and go to /assinatura/gerenciamento. */
import { Link } from 'wouter';
import { Button, Icon } from '../../design-system';
import { useSession } from '../../app/session-context';
import { SUPPORT_WHATSAPP_URL } from '../../app/support-contact';
import { formatDateBR } from '../../../domain/quotation/money';
import * as s from '../status-card.css';

export const BLOCKED_TITLE = 'Seu acesso está bloqueado';

export function BlockedScreen() {
  const { user } = useSession();
  const endedAt = user?.paymentExpiresAt ? formatDateBR(user.paymentExpiresAt) : null;
  return (
    <section className={s.wrap} aria-labelledby="bloqueado-titulo">
      <div className={s.card}>
        <span className={s.iconTile({ tone: 'danger' })}>
          <Icon name="lock" size={28} />
        </span>
        <span className={s.eyebrow}>Assinatura</span>
        <h1 id="bloqueado-titulo" className={s.title}>
          {BLOCKED_TITLE}
        </h1>
        <p className={s.text}>
          Não identificamos o pagamento da sua assinatura{endedAt ? ` (acesso encerrado em ${endedAt})` : ''}. Para voltar a cotar, regularize o
          pagamento ou altere o seu plano.
        </p>
        <div className={s.actions}>
          <Button asChild size="lg">
            <Link href="/assinatura/gerenciamento">Gerenciar assinatura</Link>
          </Button>
          <Button asChild variant="ghost" size="lg">
            <Link href="/logout">Sair</Link>
          </Button>
        </div>
        <p className={s.note}>
          Precisa de ajuda?{' '}
          <a href={SUPPORT_WHATSAPP_URL} target="_blank" rel="noopener noreferrer">
            Fale com o suporte pelo WhatsApp
          </a>
        </p>
      </div>
    </section>
  );
}
