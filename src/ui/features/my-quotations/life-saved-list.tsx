/**
 * 'Minhas cotações', filter Vida: the broker's saved life quotes and proposals (the life
 * service's list, newest first, 20 a page), each with its client (name, phone, CPF where typed),
 * the plan, the quote number, the monthly price and its validity. 'Abrir cotação' reopens a
 * quote at its result (`/seguro-de-vida/{institution}?cotacao=<id>`); 'Abrir proposta' reopens a
 * proposal's finalization with everything typed (sending again replaces its link).
 */
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { formatPhoneForDisplay, maskCpf } from '../../../domain/accounts/fields';
import type { LifeSavedItem } from '../../../application/life/life-quote-gateway';
import type { LifeInstitution } from '../../../domain/life/catalog';
import { formatBRL, formatDateBR } from '../../../domain/quotation/money';
import { brasiliaDay } from '../../../domain/subscription/calendar';
import { Button, Notice, Pager, Spinner } from '../../design-system';
import { useAlerts } from '../../app/alert-context';
import { useUseCases } from '../../app/services-context';
import { useRemote } from '../../shared/use-remote';
import { FailureNotice } from '../../shared/remote-failure';
import * as s from './my-quotations.css';

const INSTITUTION: LifeInstitution = 'porto_seguro';

/** Brasília date of an ISO instant, as DD/MM/AAAA. */
const savedDate = (instant: string) => formatDateBR(brasiliaDay(new Date(instant)));

/** The saved life list (module note). */
export function LifeSavedList() {
  const life = useUseCases('life');
  const [page, setPage] = useState(1);
  const remote = useRemote(`life-saved:${page}`, () => life.listSaved(INSTITUTION, page));
  if (remote.status === 'loading') {
    return (
      <div role="status">
        <Spinner size="md" /> Carregando cotações de vida…
      </div>
    );
  }
  if (remote.status === 'failed') return <FailureNotice message={remote.failure.message} onRetry={remote.reload} />;
  if (remote.value.items.length === 0) {
    return (
      <Notice tone="info">
        <p>
          Nenhuma cotação de seguro de vida ainda. <Link href={`/seguro-de-vida/${INSTITUTION}`}>Faça uma cotação de vida</Link>: ela aparece aqui com o cliente.
        </p>
      </Notice>
    );
  }
  return (
    <>
      <p className={s.muted} aria-live="polite">
        {remote.value.count === 1 ? '1 cotação de vida' : `${remote.value.count} cotações de vida`}
      </p>
      <ul className={s.list} aria-label="Cotações de seguro de vida">
        {remote.value.items.map((item) => (
          <LifeSavedRow key={`${item.kind}:${item.id}`} item={item} />
        ))}
      </ul>
      <Pager page={page} hasPrevious={remote.value.hasPrevious} hasNext={remote.value.hasNext} onPage={setPage} />
    </>
  );
}

function LifeSavedRow({ item }: { item: LifeSavedItem }) {
  const life = useUseCases('life');
  const alerts = useAlerts();
  const [, navigate] = useLocation();
  const [opening, setOpening] = useState(false);
  const headingId = `vida-${item.kind}-${item.id}`;
  const name = item.client.name.trim() || 'Cliente não informado';
  const contact = [item.client.phone ? formatPhoneForDisplay(item.client.phone) : null, item.client.cpf ? `CPF ${maskCpf(item.client.cpf)}` : null].filter(
    (part): part is string => part !== null,
  );
  const openProposal = async () => {
    setOpening(true);
    const reopened = await life.reopenProposal(INSTITUTION, item.id);
    setOpening(false);
    if (!reopened.ok) {
      alerts.show({ kind: 'error', message: reopened.error.message });
      return;
    }
    navigate(`/seguro-de-vida/finalizacao/${INSTITUTION}`);
  };
  return (
    <li className={s.item} aria-labelledby={headingId}>
      <div className={s.itemHeader}>
        <h2 id={headingId} className={s.clientName}>
          {name}
        </h2>
        <span className={s.muted}>
          {item.kind === 'proposal' ? 'Proposta enviada' : 'Cotação'} em {savedDate(item.createdAt)}
        </span>
      </div>
      <p className={s.muted}>
        Seguro de vida · {item.title} · nº {item.quoteNumber}
      </p>
      {contact.length > 0 ? <p className={s.muted}>{contact.join(' · ')}</p> : null}
      <p>
        <span className={s.money}>{formatBRL(item.monthlyPriceCents)}</span> por mês · válida até {formatDateBR(item.validUntil)}
        {item.linkExpiresAt ? ` · link até ${savedDate(item.linkExpiresAt)}` : ''}
      </p>
      <div className={s.actions}>
        {item.kind === 'quote' ? (
          <Button asChild variant="secondary" size="sm" icon="file">
            <Link href={`/seguro-de-vida/${INSTITUTION}?cotacao=${encodeURIComponent(item.id)}`} aria-label={`Abrir cotação de ${name}`}>
              Abrir cotação
            </Link>
          </Button>
        ) : (
          <Button variant="secondary" size="sm" icon="file" loading={opening} loadingText="Abrindo…" aria-label={`Abrir proposta de ${name}`} onClick={() => void openProposal()}>
            Abrir proposta
          </Button>
        )}
      </div>
    </li>
  );
}
