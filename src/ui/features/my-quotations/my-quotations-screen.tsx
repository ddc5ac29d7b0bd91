/**
 * `/minhas-cotacoes` (private), filter Saúde / Vida (`?tipo=vida`; life: life-saved-list.tsx).
 * Saúde: the account's saved quotations, newest first, 20 a
 * page, with a search (client name, e-mail, city, plan, or phone / CPF / CNPJ digits). Each
 * row: the client and contact, date, type and lives, each plan with its monthly total as
 * quoted; 'Abrir proposta' (the saved proposal, prices as quoted), 'Duplicar' (the same plans,
 * lives and client in a new proposal priced today: `/proposta/comparativo?de=<code>`) and
 * 'Cotar de novo com as tabelas de hoje' (`proposal.requote`: each plan priced with today's
 * table for the saved lives, with the difference against the saved total).
 */
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { RemoteFailure } from '../../../application/shared/result';
import { documentKind, maskDocument } from '../../../domain/proposal/client';
import { differenceKind, totalsRange, type Requote, type SavedQuotationSummary } from '../../../domain/proposal/quotation-history';
import { formatBRL, formatDateBR, formatPercent } from '../../../domain/quotation/money';
import { planTypeLabel } from '../../../domain/quotation/plan-types';
import { formatPhoneForDisplay } from '../../../domain/accounts/fields';
import { brasiliaDay } from '../../../domain/subscription/calendar';
import { Button, Notice, PageHeader, Pager, Spinner, TextField } from '../../design-system';
import { useAlerts } from '../../app/alert-context';
import { useUseCases } from '../../app/services-context';
import type { ScreenProps } from '../../shared/screen';
import { useRemote } from '../../shared/use-remote';
import { FailureNotice } from '../../shared/remote-failure';
import { DataTable, type DataColumn } from '../../shared/data-table';
import { LifeSavedList } from './life-saved-list';
import * as s from './my-quotations.css';

/** Brasília date of an ISO instant, as DD/MM/AAAA. */
const savedDate = (instant: string) => formatDateBR(brasiliaDay(new Date(instant)));

const livesText = (lives: number) => (lives === 1 ? '1 vida' : `${lives} vidas`);

type Kind = 'saude' | 'vida';

/** The filter Saúde / Vida: which list is shown (kept in the address as `?tipo=vida`). */
function KindFilter({ kind, onChange }: { kind: Kind; onChange: (kind: Kind) => void }) {
  const options: Array<{ value: Kind; label: string }> = [
    { value: 'saude', label: 'Saúde' },
    { value: 'vida', label: 'Vida' },
  ];
  return (
    <div className={s.actions} role="group" aria-label="Tipo de cotação">
      {options.map((option) => (
        <Button key={option.value} variant={kind === option.value ? 'primary' : 'secondary'} size="sm" aria-pressed={kind === option.value} onClick={() => onChange(option.value)}>
          {option.label}
        </Button>
      ))}
    </div>
  );
}

export default function MyQuotationsScreen({ route }: ScreenProps) {
  const [location, navigate] = useLocation();
  const kind: Kind = new URLSearchParams(useSearch()).get('tipo') === 'vida' ? 'vida' : 'saude';
  const changeKind = (next: Kind) => navigate(next === 'vida' ? `${location}?tipo=vida` : location, { replace: true });
  return (
    <div className={s.screen}>
      <PageHeader
        eyebrow={kind === 'vida' ? 'Seguro de vida' : 'Planos de saúde'}
        title={route.title}
        description={
          kind === 'vida'
            ? 'Suas cotações e propostas de seguro de vida, com o cliente: abra a cotação ou a proposta de novo.'
            : 'As propostas que você salvou: abra, duplique ou cote de novo com as tabelas de hoje.'
        }
        actions={
          <Button asChild variant="primary" icon="calculator">
            <Link href={kind === 'vida' ? '/seguro-de-vida/porto_seguro' : '/cotacao'}>Nova cotação</Link>
          </Button>
        }
      />
      <KindFilter kind={kind} onChange={changeKind} />
      {kind === 'vida' ? <LifeSavedList /> : <HealthQuotations />}
    </div>
  );
}

/** The health list (the main API's saved quotations) with its search. */
function HealthQuotations() {
  const proposal = useUseCases('proposal');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ page: 1, search: '' });
  const remote = useRemote(`quotations:${query.page}:${query.search}`, () => proposal.listQuotations(query));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ page: 1, search: typed.trim() });
  };

  return (
    <>
      <form className={s.searchRow} role="search" onSubmit={submit}>
        <TextField
          className={s.searchField}
          label="Buscar"
          placeholder="Cliente, telefone, CPF/CNPJ, cidade ou plano"
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Buscar
        </Button>
        {query.search !== '' ? (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setTyped('');
              setQuery({ page: 1, search: '' });
            }}
          >
            Limpar busca
          </Button>
        ) : null}
      </form>
      {remote.status === 'loading' ? (
        <div role="status">
          <Spinner size="md" /> Carregando cotações…
        </div>
      ) : remote.status === 'failed' ? (
        <FailureNotice message={remote.failure.message} onRetry={remote.reload} />
      ) : remote.value.items.length === 0 ? (
        <Notice tone="info">
          {query.search !== '' ? (
            <p>Nenhuma cotação encontrada para “{query.search}”.</p>
          ) : (
            <p>
              Nenhuma cotação salva ainda. <Link href="/cotacao">Faça uma cotação</Link>, compare os planos e salve a proposta: ela aparece aqui.
            </p>
          )}
        </Notice>
      ) : (
        <>
          <p className={s.muted} aria-live="polite">
            {remote.value.count === 1 ? '1 cotação' : `${remote.value.count} cotações`}
            {query.search !== '' ? ` para “${query.search}”` : ''}
          </p>
          <ul className={s.list} aria-label="Cotações salvas">
            {remote.value.items.map((item) => (
              <QuotationItem key={item.code} item={item} />
            ))}
          </ul>
          <Pager page={query.page} hasPrevious={remote.value.hasPrevious} hasNext={remote.value.hasNext} onPage={(page) => setQuery((q) => ({ ...q, page }))} />
        </>
      )}
    </>
  );
}

type RequoteState = { status: 'idle' } | { status: 'loading' } | { status: 'failed'; failure: RemoteFailure } | { status: 'ok'; requote: Requote };

function QuotationItem({ item }: { item: SavedQuotationSummary }) {
  const proposal = useUseCases('proposal');
  const alerts = useAlerts();
  const [, navigate] = useLocation();
  const [requote, setRequote] = useState<RequoteState>({ status: 'idle' });
  const [duplicating, setDuplicating] = useState(false);
  const range = totalsRange(item.plans);
  const headingId = `cotacao-${item.code}`;
  const contact = [
    item.client?.phone ? formatPhoneForDisplay(item.client.phone) : null,
    item.client?.email ?? null,
    item.client?.document ? `${documentKind(item.client.document)} ${maskDocument(item.client.document)}` : null,
    item.client?.city ?? null,
  ].filter((part): part is string => part !== null);

  const runRequote = async () => {
    setRequote({ status: 'loading' });
    const saved = await proposal.loadProposal(item.code);
    if (!saved.ok) {
      setRequote({ status: 'failed', failure: saved.error });
      return;
    }
    const result = await proposal.requote(saved.value.data);
    setRequote(result.ok ? { status: 'ok', requote: result.value.requote } : { status: 'failed', failure: result.error });
  };

  const duplicate = async () => {
    setDuplicating(true);
    const saved = await proposal.loadProposal(item.code);
    const result = saved.ok ? await proposal.duplicate(saved.value.data) : saved;
    setDuplicating(false);
    if (!result.ok) {
      alerts.show({ kind: 'error', message: result.error.message });
      return;
    }
    navigate(`/proposta/comparativo?de=${item.code}`);
  };

  return (
    <li className={s.item} aria-labelledby={headingId}>
      <div className={s.itemHeader}>
        <h2 id={headingId} className={s.clientName}>
          {item.clientName}
        </h2>
        <span className={s.muted}>Salva em {savedDate(item.createdAt)}</span>
      </div>
      <p className={s.muted}>
        {planTypeLabel(item.type)} · {livesText(item.lives)}
        {range ? ` · ${range.min === range.max ? formatBRL(range.min) : `de ${formatBRL(range.min)} a ${formatBRL(range.max)}`} por mês` : ''}
      </p>
      {contact.length > 0 ? <p className={s.muted}>{contact.join(' · ')}</p> : null}
      <ul className={s.plans} aria-label={`Planos de ${item.clientName}`}>
        {item.plans.map((plan) => (
          <li key={plan.id} className={s.planRow}>
            <span className={s.planName}>
              {plan.name} <span className={s.muted}>({plan.operator})</span>
            </span>
            <span className={s.money}>{formatBRL(plan.totalCents)}</span>
          </li>
        ))}
      </ul>
      <div className={s.actions}>
        <Button asChild variant="secondary" size="sm" icon="file">
          <Link href={`/comparacao-pdf/${item.code}`}>Abrir proposta</Link>
        </Button>
        <Button variant="secondary" size="sm" icon="copy" loading={duplicating} loadingText="Duplicando…" onClick={() => void duplicate()}>
          Duplicar
        </Button>
        <Button variant="ghost" size="sm" icon="refresh" loading={requote.status === 'loading'} loadingText="Cotando…" onClick={() => void runRequote()}>
          Cotar de novo com as tabelas de hoje
        </Button>
      </div>
      {requote.status === 'failed' ? <Notice tone="error">{requote.failure.message}</Notice> : null}
      {requote.status === 'ok' ? <RequotePanel requote={requote.requote} onSaveToday={() => void duplicate()} busy={duplicating} /> : null}
    </li>
  );
}

/** A price with the date of its table, on two lines. */
function PriceOn({ cents, tableDate }: { cents: number; tableDate: string }) {
  return (
    <>
      <span className={s.money}>{formatBRL(cents)}</span>
      <br />
      <span className={s.muted}>tabela de {formatDateBR(tableDate)}</span>
    </>
  );
}

const REQUOTE_COLUMNS: readonly DataColumn<Requote['plans'][number]>[] = [
  {
    header: 'Plano',
    rowHeader: true,
    cell: (plan) => (
      <>
        <span className={s.rowName}>{plan.name}</span>
        <br />
        <span className={s.muted}>{plan.operator}</span>
      </>
    ),
  },
  { header: 'Salvo', cell: (plan) => <PriceOn cents={plan.savedCents} tableDate={plan.savedTableDate} /> },
  {
    header: 'Hoje',
    cell: (plan) => (plan.todayCents === null ? <span className={s.muted}>Não disponível</span> : <PriceOn cents={plan.todayCents} tableDate={plan.todayTableDate ?? ''} />),
  },
  { header: 'Diferença', cell: (plan) => (plan.differenceCents === null ? '—' : <Difference cents={plan.differenceCents} ratio={plan.differenceRatio} />) },
];

function RequotePanel({ requote, onSaveToday, busy }: { requote: Requote; onSaveToday: () => void; busy: boolean }) {
  const summary =
    requote.changed === 0 && requote.unavailable === 0
      ? 'Os preços de hoje são os mesmos da proposta salva.'
      : [
          requote.changed > 0 ? (requote.changed === 1 ? '1 plano mudou de preço' : `${requote.changed} planos mudaram de preço`) : null,
          requote.unavailable > 0 ? (requote.unavailable === 1 ? '1 plano não está mais disponível' : `${requote.unavailable} planos não estão mais disponíveis`) : null,
        ]
          .filter(Boolean)
          .join('; ') + '.';
  return (
    <section className={s.requote} aria-label="Cotação com as tabelas de hoje">
      <p role="status">{summary}</p>
      <DataTable look={s.tableLook} region="Comparação dos preços salvos com os de hoje" columns={REQUOTE_COLUMNS} rows={requote.plans} rowKey={(plan) => plan.id} />
      <div className={s.actions}>
        <Button variant="primary" size="sm" loading={busy} loadingText="Duplicando…" onClick={onSaveToday}>
          Nova proposta com os preços de hoje
        </Button>
      </div>
    </section>
  );
}

function Difference({ cents, ratio }: { cents: number; ratio: number | null }) {
  const kind = differenceKind(cents);
  if (kind === 'same') return <span>Sem alteração</span>;
  const sign = kind === 'up' ? '+' : '−';
  const percent = ratio === null ? '' : ` (${sign}${formatPercent(Math.abs(ratio), 1)})`;
  return (
    <span className={kind === 'up' ? s.up : s.down}>
      {sign}
      {formatBRL(Math.abs(cents))}
      {percent}
    </span>
  );
}
