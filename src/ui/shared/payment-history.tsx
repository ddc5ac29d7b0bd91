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
import { DataTable, type DataColumn } from './data-table';
import * as s from './payments.css';

/** DD/MM/AAAA of a charge: the day it was paid, else the day it was made (Brasília). */
export function paymentDate(payment: Pick<Payment, 'paidAt' | 'createdAt'>): string {
  const instant = new Date(payment.paidAt ?? payment.createdAt);
  return Number.isNaN(instant.getTime()) ? '—' : formatDateBR(brasiliaDay(instant));
}

/** The columns the history and the admin report share: date, how it was paid, amount. */
export const paymentDateColumn: DataColumn<Payment> = { header: 'Data', cell: paymentDate, cellClassName: s.nowrap };
export const paymentMethodColumn: DataColumn<Payment> = {
  header: 'Forma de pagamento',
  cell: (payment) => (
    <>
      {PAYMENT_METHOD_LABELS[payment.method]}
      {payment.cardLabel ? <span className={s.cellSub}>{payment.cardLabel}</span> : null}
    </>
  ),
};
export const paymentAmountColumn: DataColumn<Payment> = { header: 'Valor', cell: (payment) => formatBRL(payment.amountCents), numeric: true };

const HISTORY_COLUMNS: readonly DataColumn<Payment>[] = [
  paymentDateColumn,
  {
    header: 'Descrição',
    cell: (payment) => (
      <>
        {PAYMENT_KIND_LABELS[payment.kind]}
        <span className={s.cellSub}>{payment.productName}</span>
      </>
    ),
  },
  paymentMethodColumn,
  paymentAmountColumn,
  {
    header: 'Situação',
    cell: (payment) => (
      <>
        <Badge tone={PAYMENT_STATUS_TONES[payment.status]}>{PAYMENT_STATUS_LABELS[payment.status]}</Badge>
        {payment.status === 'declined' && payment.failureMessage ? <span className={s.cellSub}>{payment.failureMessage}</span> : null}
      </>
    ),
  },
];

/** Props of {@link PaymentHistory}. */
export interface PaymentHistoryProps {
  payments: readonly Payment[];
  /** Accessible name of the (scrollable) table region. */
  caption?: string;
}

/** The history table, or 'Nenhum pagamento encontrado.'. */
export function PaymentHistory({ payments, caption = 'Tabela de pagamentos' }: PaymentHistoryProps) {
  if (payments.length === 0) return <p className={s.empty}>Nenhum pagamento encontrado.</p>;
  return <DataTable look={s.tableLook} tableClassName={s.wideTable} region={caption} columns={HISTORY_COLUMNS} rows={payments} rowKey={(payment) => payment.id} />;
}
