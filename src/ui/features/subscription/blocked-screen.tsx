/**
 * /assinatura: a blocked (BL) account (spec point 4) learns why — past_due: 'Pagamento não
 * aprovado'; canceled or expired: 'Assinatura encerrada em DD/MM/AAAA' (the last day of
 * access, `payment_expirated_at`) — and goes to /assinatura/gerenciamento to pay. A user
 * whose account is not blocked reads that the access is
 * active, until when, and goes on to the dashboard (or to /comecar without a plan).
 */
import { blockedReason } from '../../../domain/subscription/labels';
import { formatDateBR } from '../../../domain/quotation/money';
import { canManageSubscription } from '../../../domain/permissions';
import { Icon } from '../../design-system';
import { useSession } from '../../app/session-context';
import { useUseCases } from '../../app/services-context';
import { usePublicSettings } from '../../shared/support/use-public-settings';
import * as s from '../../shared/status-card.css';
import * as sub from './subscription.css';
import { LinkButton } from '../../shared/link-button';

/** The page's heading. */
export const BLOCKED_TITLE = 'Seu acesso está bloqueado';

/** The heading for a user whose access is not blocked. */
export const ACTIVE_TITLE = 'Seu acesso está liberado';

/** /assinatura (module note). */
export function BlockedScreen() {
  const { user } = useSession();
  const support = useUseCases('support');
  const settings = usePublicSettings();
  const whatsapp = settings ? support.whatsappUrl(settings, user?.name ?? null) : null;
  if (user && user.payment !== 'BL') return <NotBlocked payment={user.payment} expiresAt={user.paymentExpiresAt} roles={user.roles} />;
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

function NotBlocked({ payment, expiresAt, roles }: { payment: string; expiresAt: string | null; roles: readonly string[] }) {
  const withoutPlan = payment === 'FR';
  return (
    <section className={s.wrap} aria-labelledby="assinatura-titulo">
      <div className={s.card}>
        <span className={s.iconTile({ tone: 'primary' })}>
          <Icon name="checkCircle" size={28} />
        </span>
        <span className={s.eyebrow}>Assinatura</span>
        <h1 id="assinatura-titulo" className={s.title}>
          {withoutPlan ? 'Você ainda não tem um plano' : ACTIVE_TITLE}
        </h1>
        <p className={s.text}>
          {withoutPlan
            ? 'Escolha um plano para começar a cotar.'
            : expiresAt
              ? `Sua assinatura está em dia: o acesso vai até ${formatDateBR(expiresAt)}.`
              : 'Sua assinatura está em dia.'}
        </p>
        <div className={s.actions}>
          {withoutPlan ? (
            <LinkButton href="/comecar" size="lg">Escolher um plano</LinkButton>
          ) : (
            <LinkButton href="/" size="lg">Ir para o painel</LinkButton>
          )}
          {!withoutPlan && canManageSubscription(roles) ? (
            <LinkButton href="/plano-e-assinaturas" variant="ghost" size="lg">Plano e Assinaturas</LinkButton>
          ) : null}
        </div>
      </div>
    </section>
  );
}
