/**
 * A payment waiting for confirmation (PIX, boleto, or a card under analysis): the
 * instructions (PIX copia e cola, boleto line) with a copy button, and a live status while
 * the checkout machine polls the plan; after a while it says it is taking longer and offers
 * 'Verificar agora'.
 */
import { useState } from 'react';
import { formatBRL } from '../../../../domain/quotation/money';
import type { PaymentMethod } from '../../../../domain/subscription/types';
import { Button, Icon, Notice, Spinner, Stack } from '../../../design-system';
import * as s from '../subscription.css';

const TITLES: Record<PaymentMethod, string> = {
  pix: 'Pague com PIX para liberar o acesso',
  boleto: 'Pague o boleto para liberar o acesso',
  credit_card: 'Pagamento em análise',
};

const INSTRUCTION_LABELS: Record<PaymentMethod, string> = {
  pix: 'Código PIX copia e cola',
  boleto: 'Linha digitável do boleto',
  credit_card: '',
};

/** Props of {@link PendingPayment}. */
export interface PendingPaymentProps {
  method: PaymentMethod;
  amountCents: number;
  instructions: string | null;
  stillWaiting: boolean;
  message: string | null;
  onCheck: () => void;
}

/** The waiting state of a pending charge (module note). */
export function PendingPayment({ method, amountCents, instructions, stillWaiting, message, onCheck }: PendingPaymentProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!instructions) return;
    try {
      await navigator.clipboard.writeText(instructions);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Stack as="section" gap="md" align="stretch" aria-labelledby="pagamento-pendente-titulo">
      <span className={s.resultIconWarning}>
        <Icon name="clock" size={32} />
      </span>
      <h2 id="pagamento-pendente-titulo" className={s.sectionTitle}>
        {TITLES[method]}
      </h2>
      <p>
        Valor: <strong>{formatBRL(amountCents)}</strong>.{' '}
        {method === 'credit_card'
          ? 'A operadora do cartão está analisando o pagamento. Isso costuma levar alguns instantes.'
          : 'Assim que o pagamento for confirmado, seu acesso é liberado automaticamente. Você pode deixar esta página aberta.'}
      </p>
      {instructions ? (
        <div className={s.instructions}>
          <span className={s.muted}>{INSTRUCTION_LABELS[method]}</span>
          <code className={s.code}>{instructions}</code>
          <div className={s.actions}>
            <Button variant="secondary" size="sm" icon="copy" onClick={() => void copy()}>
              {copied ? 'Copiado!' : 'Copiar código'}
            </Button>
          </div>
        </div>
      ) : null}
      {stillWaiting ? (
        <Notice tone="warning">
          {message}{' '}
          <Button variant="ghost" size="sm" onClick={onCheck}>
            Verificar agora
          </Button>
        </Notice>
      ) : (
        <p className={s.waitingRow} role="status">
          <Spinner size="sm" />
          Aguardando a confirmação do pagamento…
        </p>
      )}
    </Stack>
  );
}
