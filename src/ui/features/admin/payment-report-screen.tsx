/**
 * /admin/relatorio-de-pagamento (superusers, spec point 2; issue 6): the payments of every
 * account filtered by period (from/to, inclusive Brasília days; the current month by
 * default), status and product; totals over the whole filter (approved BRL, count and amount
 * per status, per product); the rows page by page; and 'Baixar CSV' with the same filters,
 * saved through a Blob under the name the server gives in Content-Disposition.
 */
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { formatBRL } from '../../../domain/quotation/money';
import { PAYMENT_KIND_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, PAYMENT_STATUS_TONES } from '../../../domain/subscription/labels';
import { PAYMENT_STATUSES, type PaymentReportFilter, type PaymentStatus } from '../../../domain/subscription/types';
import { Badge, Button, Card, Icon, Notice, PageHeader, SelectField, Spinner, TextField } from '../../design-system';
import { useAlerts } from '../../app/alert-context';
import { useUseCases } from '../../app/services-context';
import { useRemote } from '../../shared/use-remote';
import { paymentDate } from '../../shared/payment-history';
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
  const { subscription: useCase } = useUseCases();
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
            <Button type="submit" icon="refresh">
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
              <div className={s.tableScroll}>
                <table className={s.table}>
                  <thead>
                    <tr>
                      <th className={s.th} scope="col">
                        Plano
                      </th>
                      <th className={`${s.th} ${s.num}`} scope="col">
                        Pagamentos
                      </th>
                      <th className={`${s.th} ${s.num}`} scope="col">
                        Aprovado
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.value.totals.byProduct.map((item) => (
                      <tr key={item.productId}>
                        <td className={s.td}>{item.productName}</td>
                        <td className={`${s.td} ${s.num}`}>{item.count}</td>
                        <td className={`${s.td} ${s.num}`}>{formatBRL(item.approvedCents)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Card>
          ) : null}

          <Card as="section" padding="md" aria-labelledby="pagamentos-titulo">
            <h2 id="pagamentos-titulo" className={`${s.sectionTitle} ${s.stackGapLg}`}>
              Pagamentos
            </h2>
            {rows.length === 0 ? (
              <p className={s.empty}>Nenhum resultado encontrado.</p>
            ) : (
              <div className={s.tableScroll} tabIndex={0} role="region" aria-label="Tabela de pagamentos">
                <table className={`${s.table} ${s.reportTable}`}>
                  <thead>
                    <tr>
                      {['Data', 'Conta', 'Plano', 'Tipo', 'Forma', 'Valor', 'Situação'].map((label) => (
                        <th key={label} className={`${s.th} ${label === 'Valor' ? s.num : ''}`} scope="col">
                          {label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.id}>
                        <td className={`${s.td} ${s.nowrap}`}>{paymentDate(row)}</td>
                        <td className={s.td}>
                          {row.principalUsername ?? `Conta ${row.accountId}`}
                          {row.principalEmail ? <span className={s.cellSub}>{row.principalEmail}</span> : null}
                        </td>
                        <td className={s.td}>{row.productName}</td>
                        <td className={s.td}>{PAYMENT_KIND_LABELS[row.kind]}</td>
                        <td className={s.td}>
                          {PAYMENT_METHOD_LABELS[row.method]}
                          {row.cardLabel ? <span className={s.cellSub}>{row.cardLabel}</span> : null}
                        </td>
                        <td className={`${s.td} ${s.num}`}>{formatBRL(row.amountCents)}</td>
                        <td className={s.td}>
                          <Badge tone={PAYMENT_STATUS_TONES[row.status]}>{PAYMENT_STATUS_LABELS[row.status]}</Badge>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <nav className={s.pagination} aria-label="Páginas do relatório">
              <span className={s.muted}>
                Página {page} de {pages} · {report.value.count} {report.value.count === 1 ? 'pagamento' : 'pagamentos'}
              </span>
              <div className={s.actions}>
                <Button variant="secondary" size="sm" icon="chevronLeft" disabled={!report.value.hasPrevious} onClick={() => setPage((p) => Math.max(1, p - 1))}>
                  Anterior
                </Button>
                <Button variant="secondary" size="sm" disabled={!report.value.hasNext} onClick={() => setPage((p) => p + 1)}>
                  Próxima
                  <Icon name="chevronRight" size={18} />
                </Button>
              </div>
            </nav>
          </Card>
        </>
      ) : null}
    </>
  );
}
