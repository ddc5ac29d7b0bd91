/** Dashboard index '/': 'Olá, {first name}', cards for the main jobs and the table-updates cards. */
import { Link } from 'wouter';
import { firstName } from '../../../domain/user';
import { Icon, PageHeader, type IconName } from '../../design-system';
import { useSession } from '../../app/session-context';
import { TableUpdatesCards } from './table-updates-cards';
import * as s from './dashboard.css';

interface Job {
  title: string;
  text: string;
  href: string;
  icon: IconName;
}

export const DASHBOARD_JOBS: readonly Job[] = [
  {
    title: 'Cotar planos de saúde',
    text: 'Planos individuais, coletivos por adesão e PME com preços por faixa etária.',
    href: '/cotacao',
    icon: 'calculator',
  },
  {
    title: 'Operadoras',
    text: 'Consulte operadoras, redes credenciadas, carências e coparticipação.',
    href: '/instituicoes',
    icon: 'building',
  },
  {
    title: 'Seguro de vida',
    text: 'Cote seguro de vida Porto Seguro e envie a proposta ao cliente.',
    href: '/seguro-de-vida/porto_seguro',
    icon: 'heart',
  },
  {
    title: 'Tutoriais',
    text: 'Aprenda a usar o Cotador com guias rápidos, passo a passo.',
    href: '/tutoriais',
    icon: 'book',
  },
];

export function DashboardHomeScreen() {
  const { user } = useSession();
  const greeting = user ? `Olá, ${firstName(user)}` : 'Olá';
  return (
    <>
      <PageHeader eyebrow="Painel" title={greeting} description="O que você quer fazer hoje? Escolha uma das opções abaixo para começar." />
      <section aria-labelledby="atalhos-titulo">
        <h2 id="atalhos-titulo" className={s.sectionTitle}>
          Acesso rápido
        </h2>
        <ul className={s.cards}>
          {DASHBOARD_JOBS.map((job) => (
            <li key={job.href} className={s.card}>
              <span className={s.cardIcon}>
                <Icon name={job.icon} size={24} />
              </span>
              <h3 className={s.cardTitle}>
                <Link href={job.href} className={s.cardLink}>
                  {job.title}
                </Link>
              </h3>
              <p className={s.cardText}>{job.text}</p>
              <span className={s.cardCta} aria-hidden="true">
                Acessar
                <Icon name="arrowRight" size={16} />
              </span>
            </li>
          ))}
        </ul>
      </section>
      <TableUpdatesCards />
    </>
  );
}
