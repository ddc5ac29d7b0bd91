/**
 * The account's payments, newest first (at most 50, as the plan information brings them):
 * date (Brasília day the charge was paid, or made), what it was for, how it was paid, the
 * amount in BRL and its status. The table scrolls sideways on narrow screens.
 */
import { formatBRL, formatDateBR } from '../../domain/quotation/money';
import { brasiliaDay } from '../../domain/subscription/calendar';
import { PAYMENT_KIND_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, PAYMENT_STATUS_TONES } from '../../domain/subscription/labels';
import type { Payment } from '../../domain/subscription/types';
import { Badge } from '../design-system';
import * as s from './payments.css';

/** DD/MM/AAAA of a charge: the day it was paid, else the day it was made (Brasília). */
export function paymentDate(payment: Pick<Payment, 'paidAt' | 'createdAt'>): string {
  const instant = new Date(payment.paidAt ?? payment.createdAt);
  return Number.isNaN(instant.getTime()) ? '—' : formatDateBR(brasiliaDay(instant));
}

/** Props of {@link PaymentHistory}. */
export interface PaymentHistoryProps {
  payments: readonly Payment[];
  /** Accessible name of the (scrollable) table region. */
  caption?: string;
}

/** The history table, or 'Nenhum pagamento encontrado.'. */
export function PaymentHistory({ payments, caption = 'Tabela de pagamentos' }: PaymentHistoryProps) {
  if (payments.length === 0) return <p className={s.empty}>Nenhum pagamento encontrado.</p>;
  return (
    <div className={s.tableScroll} tabIndex={0} role="region" aria-label={caption}>
      <table className={`${s.table} ${s.wideTable}`}>
        <thead>
          <tr>
            <th className={s.th} scope="col">
              Data
            </th>
            <th className={s.th} scope="col">
              Descrição
            </th>
            <th className={s.th} scope="col">
              Forma de pagamento
            </th>
            <th className={`${s.th} ${s.num}`} scope="col">
              Valor
            </th>
            <th className={s.th} scope="col">
              Situação
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td className={`${s.td} ${s.nowrap}`}>{paymentDate(payment)}</td>
              <td className={s.td}>
                {PAYMENT_KIND_LABELS[payment.kind]}
                <span className={s.cellSub}>{payment.productName}</span>
              </td>
              <td className={s.td}>
                {PAYMENT_METHOD_LABELS[payment.method]}
                {payment.cardLabel ? <span className={s.cellSub}>{payment.cardLabel}</span> : null}
              </td>
              <td className={`${s.td} ${s.num}`}>{formatBRL(payment.amountCents)}</td>
              <td className={s.td}>
                <Badge tone={PAYMENT_STATUS_TONES[payment.status]}>{PAYMENT_STATUS_LABELS[payment.status]}</Badge>
                {payment.status === 'declined' && payment.failureMessage ? <span className={s.cellSub}>{payment.failureMessage}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
