/** /comecar: FR users with no plan chosen (spec point 4) are asked to choose a plan. */
import { Link } from 'wouter';
import { firstName } from '../../../domain/user';
import { Button, Icon } from '../../design-system';
import { useSession } from '../../app/session-context';
import * as s from '../status-card.css';

const INCLUDED = [
  'Cotações de planos individuais, por adesão e PME',
  'Comparativos entre operadoras e redes credenciadas',
  'Propostas em PDF com a sua marca',
  'Cotação de seguro de vida Porto Seguro',
];

export function StartScreen() {
  const { user } = useSession();
  return (
    <section className={s.wrap} aria-labelledby="comecar-titulo">
      <div className={s.card}>
        <span className={s.iconTile({ tone: 'primary' })}>
          <Icon name="creditCard" size={28} />
        </span>
        <span className={s.eyebrow}>{user ? `Boas-vindas, ${firstName(user)}` : 'Boas-vindas'}</span>
        <h1 id="comecar-titulo" className={s.title}>
          Escolha um plano para começar
        </h1>
        <p className={s.text}>
          Sua conta ainda não tem um plano escolhido. Escolha o plano ideal para a sua corretora e libere todas as funcionalidades do Cotador:
        </p>
        <ul className={s.list}>
          {INCLUDED.map((item) => (
            <li key={item} className={s.listItem}>
              <Icon name="check" size={18} className={s.listIcon} />
              {item}
            </li>
          ))}
        </ul>
        <div className={s.actions}>
          <Button asChild size="lg">
            <Link href="/plano-e-assinaturas/gerenciamento">Ver planos</Link>
          </Button>
          <Button asChild variant="ghost" size="lg">
            <Link href="/logout">Sair</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
