/**
 * /seguro-de-vida/proposta/{token} — the client's page of an implanted life proposal,
 * public: the link's unguessable token is the credential (it expires after 7 days unless the
 * broker renews it; then the service answers 410 and the page says so).
 *
 * A forwarded link must not show health data (LGPD art. 11): the page first shows only what
 * the client needs to recognise the proposal — his name, the plan, its coverages and capitals,
 * the monthly price and the broker — and a form where he proves who he is (date of birth and
 * the last CPF digits). Only then does it show the whole proposal: the quote, the holder,
 * beneficiaries and shares, the fixed payment of spec point 9 with the bank (account masked).
 * Nothing is kept in the browser: a reload asks for the proof again.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { SharedLifeProposal, SharedLifeProposalSummary } from '../../../application/life/life-quote-gateway';
import { LIFE_PROPOSAL_PAYMENT_LABEL } from '../../../domain/life/implantation';
import { formatBRL, formatDateBR } from '../../../domain/quotation/money';
import { formatPhoneForDisplay } from '../../../domain/accounts/fields';
import { Button, Notice, Spinner, TextField, VisuallyHidden } from '../../design-system';
import { useUseCases } from '../../app/services-context';
import type { ScreenProps } from '../../shared/screen';
import { LifeQuoteSummary } from './life-quote-summary';
import * as s from './life-insurance.css';

type PageState =
  | { status: 'loading' }
  | { status: 'summary'; summary: SharedLifeProposalSummary }
  | { status: 'ok'; proposal: SharedLifeProposal }
  | { status: 'failed'; message: string };

/** The broker's name and contact. */
function BrokerPanel({ broker }: { broker: SharedLifeProposal['broker'] }) {
  return (
    <section className={s.panel} aria-labelledby="corretor">
      <h2 id="corretor" className={s.panelTitle}>
        Seu corretor
      </h2>
      <p className={s.note}>
        {broker.name}
        {broker.email ? ` · ${broker.email}` : ''}
        {broker.phone ? ` · ${formatPhoneForDisplay(broker.phone)}` : ''}
      </p>
    </section>
  );
}

/** The anonymous summary and the proof form. */
function SummaryAndProof({ token, shared, onProved }: { token: string; shared: SharedLifeProposalSummary; onProved: (proposal: SharedLifeProposal) => void }) {
  const life = useUseCases('life');
  const [birthDate, setBirthDate] = useState('');
  const [cpfEnd, setCpfEnd] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, string[]> } | null>(null);
  const { summary } = shared;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const result = await life.proveSharedProposal('porto_seguro', token, { birthDate, cpfEnd });
    setSending(false);
    if (result.ok) onProved(result.value);
    else setError({ message: result.error.message, fields: 'fields' in result.error ? (result.error.fields ?? {}) : {} });
  };
  return (
    <>
      <section className={s.quoteCard} aria-label="Cotação escolhida">
        <div className={s.quoteHead}>
          <div>
            <h2 className={s.quoteTitle}>{summary.title}</h2>
          </div>
          <p className={s.priceBox}>
            <VisuallyHidden>Preço mensal: </VisuallyHidden>
            <span className={s.price}>{formatBRL(summary.monthlyPriceCents)}</span>
            <span className={s.pricePer}>por mês</span>
          </p>
        </div>
        <ul className={s.coverageList} aria-label="Coberturas">
          {summary.coverages.map((coverage) => (
            <li key={coverage.code} className={s.coverageItem}>
              <span className={s.coverageName}>{coverage.title}</span>
              <span className={s.coverageCapital}>Capital: {coverage.capitalKind === 'daily' ? `${formatBRL(coverage.capitalCents)} por dia` : formatBRL(coverage.capitalCents)}</span>
            </li>
          ))}
        </ul>
        <p className={s.note}>
          Cotação nº {summary.quoteNumber} · válida até {formatDateBR(summary.finalValidity)}
        </p>
      </section>
      <section className={s.panel} aria-labelledby="identidade">
        <h2 id="identidade" className={s.panelTitle}>
          Confirme que é você
        </h2>
        <p className={s.note}>Para ver a proposta completa (declaração de saúde, beneficiários e dados bancários), informe a sua data de nascimento e os {shared.cpfDigits} últimos dígitos do seu CPF.</p>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label="Data de nascimento"
            hint="DD/MM/AAAA"
            inputMode="numeric"
            autoComplete="bday"
            value={birthDate}
            onChange={(event) => setBirthDate(event.target.value)}
            error={error?.fields.birth_date?.[0] ?? null}
          />
          <TextField
            label={`${shared.cpfDigits} últimos dígitos do CPF`}
            inputMode="numeric"
            maxLength={shared.cpfDigits}
            autoComplete="off"
            value={cpfEnd}
            onChange={(event) => setCpfEnd(event.target.value)}
            error={error?.fields.cpf_end?.[0] ?? null}
          />
          {error && Object.keys(error.fields).length === 0 ? <Notice tone="error">{error.message}</Notice> : null}
          <Button type="submit" loading={sending} loadingText="Conferindo…">
            Ver proposta completa
          </Button>
        </form>
      </section>
      <BrokerPanel broker={shared.broker} />
    </>
  );
}

/** The client's proposal page (module note). */
export default function LifeSharedProposalScreen({ params }: ScreenProps) {
  const life = useUseCases('life');
  const token = params.token ?? '';
  const [state, setState] = useState<PageState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void life.sharedProposal('porto_seguro', token).then((result) => {
      if (!current) return;
      setState(result.ok ? { status: 'summary', summary: result.value } : { status: 'failed', message: result.error.message });
    });
    return () => {
      current = false;
    };
  }, [life, token]);

  if (state.status === 'loading') return <Spinner label="Carregando a proposta…" />;
  if (state.status === 'failed') {
    return (
      <div className={s.screen}>
        <h1 className={s.title}>Proposta de Seguro de Vida</h1>
        <Notice tone="error">{state.message}</Notice>
      </div>
    );
  }
  if (state.status === 'summary') {
    const shared = state.summary;
    return (
      <div className={s.screen}>
        <div>
          <h1 className={s.title}>Proposta de Seguro de Vida</h1>
          <p className={s.subtitle}>
            Proposta de {shared.summary.name} · enviada em {formatDateBR(shared.createdAt.slice(0, 10))} · link válido até {formatDateBR(shared.expiresAt.slice(0, 10))}
          </p>
        </div>
        <SummaryAndProof token={token} shared={shared} onProved={(proposal) => setState({ status: 'ok', proposal })} />
      </div>
    );
  }
  const { proposal: shared } = state;
  const { proposal, broker } = shared;
  return (
    <div className={s.screen}>
      <div>
        <h1 className={s.title}>Proposta de Seguro de Vida</h1>
        <p className={s.subtitle}>
          Proposta de {proposal.name} · enviada em {formatDateBR(shared.createdAt.slice(0, 10))} · link válido até {formatDateBR(shared.expiresAt.slice(0, 10))}
        </p>
      </div>
      <LifeQuoteSummary quote={shared.quote} />
      <section className={s.panel} aria-labelledby="titular">
        <h2 id="titular" className={s.panelTitle}>
          Titular e beneficiários
        </h2>
        <dl className={s.details}>
          <div>
            <dt className={s.detailTerm}>Titular</dt>
            <dd className={s.detailValue}>{proposal.name}</dd>
          </div>
          <div>
            <dt className={s.detailTerm}>CPF</dt>
            <dd className={s.detailValue}>{proposal.cpfMasked}</dd>
          </div>
          <div>
            <dt className={s.detailTerm}>Cidade</dt>
            <dd className={s.detailValue}>
              {proposal.address.city}/{proposal.address.uf}
            </dd>
          </div>
        </dl>
        <ul className={s.coverageList} aria-label="Beneficiários">
          {proposal.beneficiaries.map((beneficiary) => (
            <li key={beneficiary.name} className={s.coverageItem}>
              <span className={s.coverageName}>{beneficiary.name}</span>
              <span className={s.coveragePrice}>{beneficiary.sharePercent}%</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={s.panel} aria-labelledby="pagamento">
        <h2 id="pagamento" className={s.panelTitle}>
          Pagamento
        </h2>
        <p className={s.note}>
          {LIFE_PROPOSAL_PAYMENT_LABEL} · {proposal.payment.installments} parcelas · a cada {proposal.payment.intervalDays} dias · código da empresa {proposal.payment.companyCode}
        </p>
        <p className={s.note}>
          Banco {proposal.bank.code} — {proposal.bank.name} · conta com final {proposal.bank.accountEnd}
        </p>
      </section>
      <BrokerPanel broker={broker} />
      <p className={s.note}>{shared.quote.model.note}</p>
    </div>
  );
}
