/**
 * /comecar: an FR user with no plan chosen (spec point 4) chooses a product and pays, in
 * the shared checkout (card with masks; PIX and boleto show their instructions and wait).
 * On approval the session is refreshed (`/api/users/me/`) and the user lands on the
 * dashboard `/`; a declined card shows the message right there and nothing changes.
 */
import { firstName } from '../../../domain/user';
import { Card } from '../../design-system';
import { useSession } from '../../app/session-context';
import { CheckoutFlow } from './checkout/checkout-flow';
import { CheckoutPage } from './checkout-page';
import { usePaymentApproved } from './use-payment-done';

/** /comecar (module note). */
export function StartScreen() {
  const { user } = useSession();
  const approved = usePaymentApproved('/');
  return (
    <CheckoutPage
      titleId="comecar-titulo"
      eyebrow={user ? `Boas-vindas, ${firstName(user)}` : 'Boas-vindas'}
      title="Escolha um plano para começar"
      intro="Sua conta ainda não tem um plano. Assine para cotar planos individuais, por adesão e PME, comparar operadoras e redes credenciadas e gerar propostas em PDF com a sua marca. Cancele quando quiser."
    >
      <Card padding="lg">{user ? <CheckoutFlow email={user.email} onApproved={approved} /> : null}</Card>
    </CheckoutPage>
  );
}
