/**
 * /seguro-de-vida/proposta/{token} — the client's read-only page of an implanted life proposal
 * (issue 12), public: the link's unguessable token is the credential (it expires; then the
 * service answers 410 and the page says so). Shows the quote (coverages, capitals, monthly
 * price, validity), the proposal's holder, beneficiaries and shares, the fixed payment of spec
 * point 9 with the bank (account masked), and the broker's name and contact only.
 */
import { useEffect, useState } from 'react';
import type { SharedLifeProposal } from '../../../application/life/life-quote-gateway';
import { LIFE_PROPOSAL_PAYMENT_LABEL } from '../../../domain/life/implantation';
import { formatDateBR } from '../../../domain/quotation/money';
import { formatPhoneForDisplay } from '../../../domain/accounts/fields';
import { Notice, Spinner } from '../../design-system';
import { useUseCases } from '../../app/services-context';
import type { ScreenProps } from '../../shared/screen';
import { LifeQuoteSummary } from './life-quote-summary';
import * as s from './life-insurance.css';

type PageState = { status: 'loading' } | { status: 'ok'; proposal: SharedLifeProposal } | { status: 'failed'; message: string };

/** The client's proposal page (module note). */
export default function LifeSharedProposalScreen({ params }: ScreenProps) {
  const life = useUseCases('life');
  const token = params.token ?? '';
  const [state, setState] = useState<PageState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void life.sharedProposal('porto_seguro', token).then((result) => {
      if (!current) return;
      setState(result.ok ? { status: 'ok', proposal: result.value } : { status: 'failed', message: result.error.message });
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
            <dd className={s.detailValue}>{proposal.cpf_masked}</dd>
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
              <span className={s.coveragePrice}>{beneficiary.share_percent}%</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={s.panel} aria-labelledby="pagamento">
        <h2 id="pagamento" className={s.panelTitle}>
          Pagamento
        </h2>
        <p className={s.note}>
          {LIFE_PROPOSAL_PAYMENT_LABEL} · {proposal.payment.installments} parcelas · a cada {proposal.payment.interval_days} dias · código da empresa {proposal.payment.company_code}
        </p>
        <p className={s.note}>
          Banco {proposal.bank.code} — {proposal.bank.name} · conta com final {proposal.bank.account_end}
        </p>
      </section>
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
      <p className={s.note}>{shared.quote.model.note}</p>
    </div>
  );
}
