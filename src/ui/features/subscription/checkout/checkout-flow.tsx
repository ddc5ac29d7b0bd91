/**
 * The checkout component shared by /comecar, /assinatura/gerenciamento,
 * /plano-e-assinaturas/gerenciamento and /registro-e-assinatura. It runs the checkout
 * machine (src/application/subscription/checkout.machine.ts):
 *
 * 1. 'Escolha o plano': the products as radio cards, then 'Continuar';
 * 2. 'Pagamento': the chosen product (with 'Trocar plano'), optional content before the
 *    payment (the registration form), the method (card, PIX, boleto) and, for a card, its
 *    fields with masks. A declined card shows the provider's sentence right there and
 *    nothing changes; the server's field messages show under the fields;
 * 3. PIX and boleto (and a card in analysis) show the instructions (copy button) and wait
 *    for the confirmation, polling the plan information;
 * 4. approved → `onApproved` (the screen refreshes the session and navigates);
 *    registered → `onRegistered` (the register flow tells the user to confirm the e-mail).
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { CheckoutOutput } from '../../../../application/subscription/checkout.machine';
import type { NewUserFields } from '../../../../domain/accounts/fields';
import { formatBRL } from '../../../../domain/quotation/money';
import { CARD_FIELDS, type CardField } from '../../../../domain/subscription/card';
import { DECLINED_NOTHING_CHARGED, usersLabel } from '../../../../domain/subscription/labels';
import type { CardInput, PaymentMethod, Product } from '../../../../domain/subscription/types';
import { Button, Icon, Notice, Spinner, Stack } from '../../../design-system';
import { useUseCases } from '../../../app/services-context';
import { CardFields, MethodPicker, type CardFieldsHandle } from './payment-fields';
import { PendingPayment } from './pending-payment';
import { ProductPicker } from './product-picker';
import * as s from '../subscription.css';
import { RetryNotice } from '../../../shared/remote-failure';

const EMPTY_CARD: CardInput = { number: '', holder: '', expiry: '', cvv: '' };

/** What the method's notice says before paying. */
export const METHOD_NOTES: Record<Exclude<PaymentMethod, 'credit_card'>, string> = {
  pix: 'Ao continuar, geramos um código PIX copia e cola. O acesso é liberado assim que o pagamento for confirmado, em geral em poucos segundos.',
  boleto: 'Ao continuar, geramos a linha digitável do boleto. O acesso é liberado assim que o pagamento for compensado (até 3 dias úteis).',
};

/** Props of {@link CheckoutFlow}. */
export interface CheckoutFlowProps {
  /** E-mail whose plan is polled while a payment is pending; null in the register flow. */
  email: string | null;
  /** Starts at the payment step with this product (when it exists). */
  initialProductId?: number | null;
  /** Marks a product as 'Plano atual'. */
  currentProductId?: number | null;
  /** Heading of the product step. */
  productsTitle?: string;
  /** Register flow: content before the payment fields, and how to read (and check) it on submit. */
  beforePayment?: ReactNode;
  collectRegistration?: () => NewUserFields | null;
  /** Server messages of fields that are not the card's (registration fields). */
  onFieldErrors?: (errors: Record<string, string>) => void;
  onApproved?: (output: CheckoutOutput) => void | Promise<void>;
  onRegistered?: (output: CheckoutOutput) => void;
}

function payLabel(method: PaymentMethod, product: Product, register: boolean): string {
  const price = formatBRL(product.priceCents);
  if (method === 'pix') return register ? 'Criar conta e gerar PIX' : 'Gerar código PIX';
  if (method === 'boleto') return register ? 'Criar conta e gerar boleto' : 'Gerar boleto';
  return register ? `Criar conta e pagar ${price}` : `Pagar ${price}`;
}

function Steps({ current }: { current: 1 | 2 }) {
  return (
    <ol className={s.steps} aria-label="Etapas">
      <li className={s.step} aria-current={current === 1 ? 'step' : undefined}>
        <span className={s.stepNumber}>1</span>
        Escolha o plano
      </li>
      <li aria-hidden="true" className={s.stepSeparator}>
        —
      </li>
      <li className={s.step} aria-current={current === 2 ? 'step' : undefined}>
        <span className={s.stepNumber}>2</span>
        Pagamento
      </li>
    </ol>
  );
}

/** The shared checkout (module note). */
export function CheckoutFlow(props: CheckoutFlowProps) {
  const { email, initialProductId = null, currentProductId = null, productsTitle = 'Escolha o plano ideal para a sua corretora' } = props;
  const useCase = useUseCases('subscription');
  const actor = useActorRef(useCase.checkoutLogic, { input: { today: useCase.today(), email, productId: initialProductId } });
  const state = useSelector(actor, (snapshot) => snapshot.value as string);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const waiting = useSelector(actor, (snapshot) => snapshot.hasTag('waiting'));
  const output = useSelector(actor, (snapshot) => (snapshot.status === 'done' ? snapshot.output : undefined));

  const [choice, setChoice] = useState<number | null>(initialProductId ?? currentProductId);
  const [choiceError, setChoiceError] = useState(false);
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [edited, setEdited] = useState<ReadonlySet<CardField>>(new Set());
  const cardRef = useRef<CardFieldsHandle>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const reported = useRef(false);

  const { onApproved, onRegistered, onFieldErrors } = props;
  useEffect(() => {
    if (!output || reported.current) return;
    reported.current = true;
    if (state === 'registered') onRegistered?.(output);
    else void onApproved?.(output);
  }, [output, state, onApproved, onRegistered]);

  useEffect(() => {
    onFieldErrors?.(context.fieldErrors);
  }, [context.fieldErrors, onFieldErrors]);

  // After a submit, move the focus to the first card field with a message.
  useEffect(() => {
    const first = CARD_FIELDS.find((field) => context.cardErrors[field]);
    if (first) setTimeout(() => cardRef.current?.focus(first), 0);
  }, [context.cardErrors]);

  useEffect(() => {
    if (context.declined) messageRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [context.declined, context.message]);

  const product = context.products.find((p) => p.id === context.productId) ?? null;
  const register = props.collectRegistration !== undefined;

  if (state === 'loadingProducts') {
    return (
      <div role="status" aria-label="Carregando planos" className={s.empty}>
        <Spinner />
      </div>
    );
  }

  if (state === 'loadFailed') {
    return (
      <RetryNotice message={context.message} onRetry={() => actor.send({ type: 'products.retry' })} />
    );
  }

  if (state === 'choosing') {
    return (
      <Stack gap="lg">
        <Steps current={1} />
        <h2 className={s.sectionTitle}>{productsTitle}</h2>
        <ProductPicker
          products={context.products}
          value={choice}
          currentProductId={currentProductId}
          legend="Planos"
          onChange={(id) => {
            setChoice(id);
            setChoiceError(false);
          }}
        />
        {choiceError ? <Notice tone="error">Escolha um plano para continuar.</Notice> : null}
        <div className={s.actionsEnd}>
          <Button
            size="lg"
            onClick={() => {
              if (choice === null) setChoiceError(true);
              else actor.send({ type: 'product.select', productId: choice });
            }}
          >
            Continuar
            <Icon name="arrowRight" size={18} />
          </Button>
        </div>
      </Stack>
    );
  }

  if (waiting) {
    return (
      <PendingPayment
        method={context.payment?.method ?? context.method}
        amountCents={context.payment?.amountCents ?? product?.priceCents ?? 0}
        instructions={context.instructions}
        stillWaiting={state === 'stillWaiting'}
        message={context.message}
        onCheck={() => actor.send({ type: 'payment.check' })}
      />
    );
  }

  if (state === 'approved') {
    return (
      <div className={s.resultCard} role="status">
        <span className={s.resultIcon}>
          <Icon name="checkCircle" size={32} />
        </span>
        <h2 className={s.sectionTitle}>Pagamento aprovado!</h2>
        <p className={s.muted}>Estamos liberando o seu acesso…</p>
        <Spinner />
      </div>
    );
  }

  if (state === 'registered' || !product) return null;

  const visibleCardErrors = Object.fromEntries(Object.entries(context.cardErrors).filter(([field]) => !edited.has(field as CardField)));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    let registration: NewUserFields | undefined;
    if (props.collectRegistration) {
      const collected = props.collectRegistration();
      if (!collected) return;
      registration = collected;
    }
    setEdited(new Set());
    actor.send({ type: 'payment.submit', ...(context.method === 'credit_card' ? { card } : {}), ...(registration ? { registration } : {}) });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} aria-label="Pagamento">
      <Stack gap="lg">
        <Steps current={2} />
        <div className={s.chosen}>
          <span className={s.chosenText}>
            <span className={s.muted}>Plano escolhido</span>
            <span className={s.chosenName}>
              {product.name} · {formatBRL(product.priceCents)}/mês
            </span>
            <span className={s.muted}>{usersLabel(product.totalUsers)}</span>
          </span>
          <Button variant="secondary" size="sm" disabled={busy} onClick={() => actor.send({ type: 'product.change' })}>
            Trocar plano
          </Button>
        </div>
        {props.beforePayment}
        <Stack gap="md">
          <h2 className={s.sectionTitle}>Forma de pagamento</h2>
          <MethodPicker value={context.method} disabled={busy} onChange={(method) => actor.send({ type: 'method.select', method })} />
          {context.method === 'credit_card' ? (
            <CardFields
              ref={cardRef}
              value={card}
              errors={visibleCardErrors}
              disabled={busy}
              onChange={(next) => {
                const changed = CARD_FIELDS.filter((field) => next[field] !== card[field]);
                setEdited((current) => new Set([...current, ...changed]));
                setCard(next);
              }}
            />
          ) : (
            <Notice tone="info">{METHOD_NOTES[context.method]}</Notice>
          )}
        </Stack>
        {context.message ? (
          <div ref={messageRef}>
            <Notice tone="error">
              {context.declined ? <strong>Pagamento não aprovado. </strong> : null}
              <span>{context.message}</span>
              {context.declined ? <span> {DECLINED_NOTHING_CHARGED}</span> : null}
            </Notice>
          </div>
        ) : null}
        <Button type="submit" size="lg" fullWidth loading={busy} loadingText="Processando pagamento…">
          <Icon name={context.method === 'credit_card' ? 'lock' : 'arrowRight'} size={18} />
          {payLabel(context.method, product, register)}
        </Button>
        <p className={s.secureNote}>
          <Icon name="shield" size={14} />
          Pagamento processado com segurança. Não guardamos o número do cartão nem o CVV.
        </p>
      </Stack>
    </form>
  );
}
