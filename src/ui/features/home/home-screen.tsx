/**
 * /home: the landing. A short hero (what Cotador does) and the login form; a
 * logged-in visitor sees 'Você já está conectado como {name}' with 'Ir para o painel'.
 */
import { Card, Stack } from '../../design-system/primitives';
import { Icon, type IconName } from '../../design-system/icon';
import { useShellUseCases } from '../../app/services-context';
import { useSession } from '../../app/session-context';
import { LoginForm } from './login-form';
import * as s from './home.css';
import { LinkButton } from '../../shared/link-button';

const FEATURES: readonly { icon: IconName; title: string; text: string }[] = [
  { icon: 'calculator', title: 'Planos de saúde', text: 'Individual, coletivo por adesão e PME, com preços por faixa etária.' },
  { icon: 'compare', title: 'Comparativos', text: 'Operadoras, redes credenciadas, carências e coparticipação lado a lado.' },
  { icon: 'file', title: 'Propostas em PDF', text: 'Propostas com a sua marca, prontas para enviar ao cliente.' },
  { icon: 'heart', title: 'Seguro de vida', text: 'Cotação de seguro de vida Porto Seguro em poucos passos.' },
];

export function HomeScreen() {
  const { mode } = useShellUseCases();
  const { user } = useSession();
  return (
    <div className={s.grid}>
      <section className={s.intro} aria-labelledby="home-titulo">
        <span className={s.eyebrow}>
          <Icon name="shield" size={14} />
          Para corretores de planos de saúde e seguros
        </span>
        <h1 id="home-titulo" className={s.heroTitle}>
          Cote e compare planos de saúde <span className={s.heroHighlight}>em minutos</span>
        </h1>
        <p className={s.heroText}>
          O Cotador reúne as tabelas das operadoras para você cotar planos individuais, por adesão e PME, comparar opções e gerar
          propostas em PDF. E ainda cota seguro de vida Porto Seguro.
        </p>
      </section>

      <div className={s.formArea}>
        <Card padding="lg" elevation="floating">
          {user ? (
            <Stack gap="md">
              <h2 className={s.formTitle}>
                Você já está conectado como <span className={s.connectedName}>{user.name}</span>
              </h2>
              <p className={s.formSubtitle}>Continue de onde parou ou saia para entrar com outra conta.</p>
              <LinkButton href="/" size="lg" fullWidth>Ir para o painel</LinkButton>
              <LinkButton href="/logout" variant="ghost" fullWidth>Sair</LinkButton>
            </Stack>
          ) : (
            <Stack gap="md">
              <LoginForm />
              {mode === 'fake' ? (
                <p className={s.demoNote}>
                  <Icon name="info" size={16} />
                  <span>
                    Modo demonstração: dados fictícios. Entre, por exemplo, com o usuário <strong>corretor</strong> e a senha{' '}
                    <strong>demo1234</strong>.
                  </span>
                </p>
              ) : null}
            </Stack>
          )}
        </Card>
      </div>

      <ul className={s.features} aria-label="O que você faz no Cotador">
        {FEATURES.map((feature) => (
          <li key={feature.title} className={s.feature}>
            <span className={s.featureIcon}>
              <Icon name={feature.icon} size={20} />
            </span>
            <div>
              <p className={s.featureTitle}>{feature.title}</p>
              <p className={s.featureText}>{feature.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
