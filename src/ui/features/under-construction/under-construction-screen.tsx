/**
 * The friendly placeholder of a screen not built yet: the page's name,
 * 'Esta funcionalidade está em construção.' and a link back (to the dashboard when
 * logged in, else to the landing).
 */
import { Icon } from '../../design-system';
import { useSession } from '../../app/session-context';
import type { ScreenProps } from '../../shared/screen';
import { UNDER_CONSTRUCTION_TEXT } from './under-construction-notice';
import * as s from '../../shared/status-card.css';
import { LinkButton } from '../../shared/link-button';

export function UnderConstructionScreen({ route }: ScreenProps) {
  const { user } = useSession();
  return (
    <section className={s.wrap} aria-labelledby="em-construcao-titulo">
      <div className={s.card}>
        <span className={s.iconTile({ tone: 'primary' })}>
          <Icon name="tool" size={28} />
        </span>
        <span className={s.eyebrow}>Em breve</span>
        <h1 id="em-construcao-titulo" className={s.title}>
          {route.title}
        </h1>
        <p className={s.lead}>{UNDER_CONSTRUCTION_TEXT}</p>
        <p className={s.text}>Estamos preparando esta página. Enquanto isso, você pode continuar usando as outras funcionalidades do Cotador.</p>
        <div className={s.actions}>
          {user ? (
            <LinkButton href="/" icon="arrowLeft" variant="primary">Voltar ao painel</LinkButton>
          ) : (
            <LinkButton href="/home" icon="arrowLeft" variant="primary">Voltar ao início</LinkButton>
          )}
        </div>
      </div>
    </section>
  );
}
