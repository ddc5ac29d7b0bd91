/**
 * /assinatura: a blocked (BL) account (spec point 4) learns why — past_due: 'Pagamento não
 * aprovado'; canceled or expired: 'Assinatura encerrada em DD/MM/AAAA' (the last day of
 * access, `payment_expirated_at`) — and goes to /assinatura/gerenciamento to pay.
 */
import { blockedReason } from '../../../domain/subscription/labels';
import { Icon } from '../../design-system';
import { useSession } from '../../app/session-context';
import { useUseCases } from '../../app/services-context';
import { usePublicSettings } from '../../shared/support/use-public-settings';
import * as s from '../../shared/status-card.css';
import * as sub from './subscription.css';
import { LinkButton } from '../../shared/link-button';

/** The page's heading. */
export const BLOCKED_TITLE = 'Seu acesso está bloqueado';

/** /assinatura (module note). */
export function BlockedScreen() {
  const { user } = useSession();
  const { support } = useUseCases();
  const settings = usePublicSettings();
  const whatsapp = settings ? support.whatsappUrl(settings, user?.name ?? null) : null;
  const reason = blockedReason(user?.subscription?.status, user?.paymentExpiresAt ?? null);
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
        <p className={sub.blockedReason}>{reason.title}</p>
        <p className={s.text}>{reason.detail} Seus dados, cotações e propostas continuam guardados.</p>
        <div className={s.actions}>
          <LinkButton href="/assinatura/gerenciamento" size="lg">Gerenciar assinatura</LinkButton>
          <LinkButton href="/logout" variant="ghost" size="lg">Sair</LinkButton>
        </div>
        {whatsapp ? (
          <p className={s.note}>
            Precisa de ajuda?{' '}
            <a href={whatsapp} target="_blank" rel="noopener noreferrer">
              Fale com o suporte pelo WhatsApp
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
