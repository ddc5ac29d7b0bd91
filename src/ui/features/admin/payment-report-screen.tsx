/**
 * /admin/relatorio-de-pagamento (superusers, spec point 2): the payments of every
 * account filtered by period (from/to, inclusive Brasília days; the current month by
 * default), status and product; totals over the whole filter (approved BRL, count and amount
 * per status, per product); the rows page by page; and 'Baixar CSV' with the same filters,
 * saved through a Blob under the name the server gives in Content-Disposition.
 */
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { formatBRL } from '../../../domain/quotation/money';
import { PAYMENT_KIND_LABELS, PAYMENT_STATUS_LABELS, PAYMENT_STATUS_TONES } from '../../../domain/subscription/labels';
import { PAYMENT_STATUSES, type PaymentReport, type PaymentReportFilter, type PaymentReportRow, type PaymentStatus } from '../../../domain/subscription/types';
import { Badge, Button, Card, Notice, PageHeader, Pager, SelectField, Spinner, TextField } from '../../design-system';
import { useAlerts } from '../../app/alert-context';
import { useUseCases } from '../../app/services-context';
import { useRemote } from '../../shared/use-remote';
import { DataTable, type DataColumn } from '../../shared/data-table';
import { paymentAmountColumn, paymentDateColumn, paymentMethodColumn } from '../../shared/payment-history';
import * as s from '../../shared/payments.css';
import { RetryNotice } from '../../shared/remote-failure';

/** Shown when the report cannot be loaded or downloaded. */
export const REPORT_ERROR = 'Erro ao carregar o relatório de pagamentos. Por favor, tente novamente.';
/** Shown when the CSV cannot be downloaded. */
export const CSV_ERROR = 'Não foi possível baixar o CSV. Por favor, tente novamente.';

interface FilterForm {
  from: string;
  to: string;
  status: '' | PaymentStatus;
  productId: string;
}

function toFilter(form: FilterForm): PaymentReportFilter {
  return {
    ...(form.from ? { from: form.from } : {}),
    ...(form.to ? { to: form.to } : {}),
    ...(form.status ? { status: form.status } : {}),
    ...(form.productId ? { productId: Number(form.productId) } : {}),
  };
}

const PRODUCT_COLUMNS: readonly DataColumn<PaymentReport['totals']['byProduct'][number]>[] = [
  { header: 'Plano', cell: (item) => item.productName },
  { header: 'Pagamentos', cell: (item) => item.count, numeric: true },
  { header: 'Aprovado', cell: (item) => formatBRL(item.approvedCents), numeric: true },
];

const REPORT_COLUMNS: readonly DataColumn<PaymentReportRow>[] = [
  paymentDateColumn,
  {
    header: 'Conta',
    cell: (row) => (
      <>
        {row.principalUsername ?? `Conta ${row.accountId}`}
        {row.principalEmail ? <span className={s.cellSub}>{row.principalEmail}</span> : null}
      </>
    ),
  },
  { header: 'Plano', cell: (row) => row.productName },
  { header: 'Tipo', cell: (row) => PAYMENT_KIND_LABELS[row.kind] },
  { ...paymentMethodColumn, header: 'Forma' },
  paymentAmountColumn,
  { header: 'Situação', cell: (row) => <Badge tone={PAYMENT_STATUS_TONES[row.status]}>{PAYMENT_STATUS_LABELS[row.status]}</Badge> },
];

/** Saves a Blob as a file through a temporary link. */
function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The payment report screen (module note). */
export function PaymentReportScreen() {
  const useCase = useUseCases('subscription');
  const alerts = useAlerts();
  const initial = useMemo<FilterForm>(() => ({ ...useCase.currentMonth(), status: '', productId: '' }), [useCase]);
  const [form, setForm] = useState<FilterForm>(initial);
  const [applied, setApplied] = useState<PaymentReportFilter>(() => toFilter(initial));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const loadProducts = useCallback(() => useCase.products(), [useCase]);
  const products = useRemote('products', loadProducts);
  const loadReport = useCallback(() => useCase.paymentReport(applied, page), [useCase, applied, page]);
  const report = useRemote(`${JSON.stringify(applied)}#${page}`, loadReport);

  const rows = report.value?.rows ?? [];
  const size = pageSize ?? (report.value?.hasNext ? rows.length : null);
  if (report.value?.hasNext && pageSize === null && rows.length > 0) setPageSize(rows.length);
  const pages = report.value ? Math.max(1, size ? Math.ceil(report.value.count / size) : page) : 1;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.from && form.to && form.from > form.to) {
      setFormError('A data inicial deve ser anterior à final.');
      return;
    }
    setFormError(null);
    setApplied(toFilter(form));
    setPage(1);
  };

  const download = async () => {
    setDownloading(true);
    const result = await useCase.downloadReportCsv(applied);
    setDownloading(false);
    if (result.ok) saveBlob(result.value.blob, result.value.filename);
    else alerts.show({ kind: 'error', message: CSV_ERROR });
  };

  const productOptions = [{ value: '', label: 'Todos' }, ...(products.value ?? []).map((p) => ({ value: String(p.id), label: p.name }))];
  const statusOptions = [{ value: '', label: 'Todas' }, ...PAYMENT_STATUSES.map((st) => ({ value: st, label: PAYMENT_STATUS_LABELS[st] }))];

  return (
    <>
      <PageHeader
        eyebrow="Administração"
        title="Relatório de pagamento"
        description="Pagamentos de todas as contas por período, situação e plano."
        actions={
          <Button icon="download" variant="secondary" onClick={() => void download()} loading={downloading} loadingText="Gerando CSV…">
            Baixar CSV
          </Button>
        }
      />
      <Card as="section" padding="md" aria-label="Filtros">
        <form onSubmit={onSubmit} noValidate>
          <div className={s.filters}>
            <TextField label="De" type="date" value={form.from} max={form.to || undefined} onChange={(e) => setForm({ ...form, from: e.target.value })} />
            <TextField label="Até" type="date" value={form.to} min={form.from || undefined} onChange={(e) => setForm({ ...form, to: e.target.value })} />
            <SelectField label="Situação" options={statusOptions} value={form.status} onChange={(e) => setForm({ ...form, status: e.target.value as FilterForm['status'] })} />
            <SelectField label="Plano" options={productOptions} value={form.productId} onChange={(e) => setForm({ ...form, productId: e.target.value })} />
            <Button type="submit" icon="refresh" className={s.filterSubmit}>
              Filtrar
            </Button>
          </div>
          {formError ? (
            <Notice tone="error" className={s.noticeSpacing}>
              {formError}
            </Notice>
          ) : null}
        </form>
      </Card>

      {report.status === 'failed' ? (
        <RetryNotice message={REPORT_ERROR} onRetry={report.reload} className={s.noticeSpacing} />
      ) : null}

      {report.status === 'loading' ? (
        <div role="status" aria-label="Carregando relatório" className={s.empty}>
          <Spinner />
        </div>
      ) : null}

      {report.value ? (
        <>
          <section className={s.totals} aria-label="Totais">
            <Card padding="sm">
              <span className={s.totalLabel}>Total aprovado</span>
              <p className={s.totalValue}>{formatBRL(report.value.totals.approvedCents)}</p>
            </Card>
            <Card padding="sm">
              <span className={s.totalLabel}>Pagamentos</span>
              <p className={s.totalValue}>{report.value.count}</p>
            </Card>
            <Card padding="sm" className={s.totalWide}>
              <span className={s.totalLabel}>Por situação</span>
              <ul className={s.chipList} aria-label="Por situação">
                {report.value.totals.byStatus.every((item) => item.count === 0) ? <li className={s.muted}>—</li> : null}
                {report.value.totals.byStatus.filter((item) => item.count > 0).map((item) => (
                  <li key={item.status}>
                    <Badge tone={PAYMENT_STATUS_TONES[item.status]}>
                      {PAYMENT_STATUS_LABELS[item.status]}: {item.count} · {formatBRL(item.amountCents)}
                    </Badge>
                  </li>
                ))}
              </ul>
            </Card>
          </section>

          {report.value.totals.byProduct.length > 0 ? (
            <Card as="section" padding="md" aria-labelledby="por-plano-titulo" className={s.cardSpacing}>
              <h2 id="por-plano-titulo" className={`${s.sectionTitle} ${s.stackGapLg}`}>
                Por plano
              </h2>
              <DataTable look={s.tableLook} columns={PRODUCT_COLUMNS} rows={report.value.totals.byProduct} rowKey={(item) => item.productId} />
            </Card>
          ) : null}

          <Card as="section" padding="md" aria-labelledby="pagamentos-titulo">
            <h2 id="pagamentos-titulo" className={`${s.sectionTitle} ${s.stackGapLg}`}>
              Pagamentos
            </h2>
            {rows.length === 0 ? (
              <p className={s.empty}>Nenhum resultado encontrado.</p>
            ) : (
              <DataTable look={s.tableLook} tableClassName={s.reportTable} region="Tabela de pagamentos" columns={REPORT_COLUMNS} rows={rows} rowKey={(row) => row.id} />
            )}
            <Pager
              label="Páginas do relatório"
              page={page}
              pageCount={pages}
              summary={`· ${report.value.count} ${report.value.count === 1 ? 'pagamento' : 'pagamentos'}`}
              hasPrevious={report.value.hasPrevious}
              hasNext={report.value.hasNext}
              onPage={setPage}
            />
          </Card>
        </>
      ) : null}
    </>
  );
}
