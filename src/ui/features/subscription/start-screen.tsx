/**
 * /comecar: an FR user with no plan chosen (spec point 4) chooses a product and pays, in
 * the shared checkout (card with masks; PIX and boleto show their instructions and wait).
 * On approval the session is refreshed (`/api/users/me/`) and the user lands on the
 * dashboard `/`; a declined card shows the message right there and nothing changes.
 */
import { Link } from 'wouter';
import { firstName } from '../../../domain/user';
import { Button, Card, Icon } from '../../design-system';
import { useSession } from '../../app/session-context';
import { CheckoutFlow } from './checkout/checkout-flow';
import { usePaymentApproved } from './use-payment-done';
import * as s from './subscription.css';

/** /comecar (module note). */
export function StartScreen() {
  const { user } = useSession();
  const approved = usePaymentApproved('/');
  return (
    <section className={s.page} aria-labelledby="comecar-titulo">
      <div className={s.intro}>
        <span className={s.eyebrow}>{user ? `Boas-vindas, ${firstName(user)}` : 'Boas-vindas'}</span>
        <h1 id="comecar-titulo" className={s.introTitle}>
          Escolha um plano para começar
        </h1>
        <p className={s.introText}>
          Sua conta ainda não tem um plano. Assine para cotar planos individuais, por adesão e PME, comparar operadoras e redes credenciadas e
          gerar propostas em PDF com a sua marca. Cancele quando quiser.
        </p>
      </div>
      <Card padding="lg">{user ? <CheckoutFlow email={user.email} onApproved={approved} /> : null}</Card>
      <div className={s.actionsCenter}>
        <Button asChild variant="ghost">
          <Link href="/logout">
            <Icon name="logout" size={18} />
            Sair
          </Link>
        </Button>
      </div>
    </section>
  );
}
