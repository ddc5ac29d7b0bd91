/**
 * `/clientes/:id` (private): one client of the account — contact, CPF/CNPJ and notes
 * ('Editar'), the saved health quotations held about it (saved for it, or carrying its
 * CPF/CNPJ; 'Abrir proposta' reopens each), its life quotes and proposals (any broker of the
 * account; reopened by the broker who made them), and the client's rights under LGPD art. 18:
 * 'Exportar dados' (a JSON file of everything held) and 'Excluir dados' (after a
 * confirmation: the record goes, its quotations stay anonymised, its life quotes and proposals
 * go). Both are recorded in the
 * account's audit; the server lets only the account's admins do them, so the buttons are
 * offered to them only. One column on a phone.
 */
import { Fragment, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { formatPhoneForDisplay } from '../../../domain/accounts/fields';
import { isAccountAdmin } from '../../../domain/api-access';
import { draftFromClientRecord, type ClientRecord } from '../../../domain/clients/client-record';
import { documentKind, maskDocument } from '../../../domain/proposal/client';
import { formatBRL, formatDateBR } from '../../../domain/quotation/money';
import { planTypeLabel } from '../../../domain/quotation/plan-types';
import { brasiliaDay } from '../../../domain/subscription/calendar';
import { Button, Dialog, Notice, PageHeader, Spinner } from '../../design-system';
import { useAlerts } from '../../app/alert-context';
import { useUseCases } from '../../app/services-context';
import { useSession } from '../../app/session-context';
import type { ScreenProps } from '../../shared/screen';
import { useRemote } from '../../shared/use-remote';
import { FailureNotice } from '../../shared/remote-failure';
import { ClientForm } from './client-form';
import * as s from './clients.css';
import type { ClientLifeItem } from '../../../application/proposal/client-store';
import type { LifeInstitution } from '../../../domain/life/catalog';

/** The one insurer of the life service. */
const LIFE_INSTITUTION: LifeInstitution = 'porto_seguro';

/** Brasília date of an ISO instant, as DD/MM/AAAA. */
const savedDate = (instant: string) => formatDateBR(brasiliaDay(new Date(instant)));

/** Saves `json` as a file through a temporary link. */
function downloadJson(fileName: string, json: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Released once the click's download has started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function ClientScreen({ params }: ScreenProps) {
  const proposal = useUseCases('proposal');
  const { user } = useSession();
  const alerts = useAlerts();
  const [, navigate] = useLocation();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const remote = useRemote(valid ? `client:${id}` : null, () => proposal.loadClient(id));
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const admin = user ? isAccountAdmin(user) : false;

  if (!valid) return <Notice tone="error">Cliente não encontrado.</Notice>;
  if (remote.status === 'loading') {
    return (
      <div role="status">
        <Spinner size="md" /> Carregando cliente…
      </div>
    );
  }
  if (remote.status === 'failed') {
    return (
      <div className={s.screen}>
        <FailureNotice message={remote.failure.message} onRetry={remote.reload} />
        <Link href="/clientes">Voltar para Clientes</Link>
      </div>
    );
  }
  const { client, quotations, life } = remote.value;

  const exportData = async () => {
    setExporting(true);
    const result = await proposal.exportClientData(client.id);
    setExporting(false);
    if (!result.ok) {
      alerts.show({ kind: 'error', message: result.error.message });
      return;
    }
    downloadJson(result.value.fileName, result.value.json);
    alerts.show({ kind: 'info', message: 'Dados exportados.' });
  };

  const deleteData = async () => {
    setDeleting(true);
    const result = await proposal.deleteClientData(client.id);
    setDeleting(false);
    if (!result.ok) {
      alerts.show({ kind: 'error', message: result.error.message });
      return;
    }
    setConfirming(false);
    alerts.show({ kind: 'info', message: 'Dados do cliente excluídos.' });
    navigate('/clientes');
  };

  return (
    <div className={s.screen}>
      <PageHeader
        eyebrow="Clientes"
        title={client.name}
        actions={
          <Button variant="secondary" icon="pencil" onClick={() => setEditing(true)}>
            Editar
          </Button>
        }
      />
      <section className={s.card} aria-labelledby="cliente-contato">
        <h2 id="cliente-contato" className={s.sectionTitle}>
          Contato
        </h2>
        <ClientFacts client={client} />
      </section>
      <section className={s.card} aria-labelledby="cliente-cotacoes">
        <h2 id="cliente-cotacoes" className={s.sectionTitle}>
          Cotações de saúde
        </h2>
        {quotations.length === 0 ? (
          <p className={s.muted}>
            Nenhuma cotação salva para este cliente. <Link href="/cotacao">Faça uma cotação</Link> e envie a proposta escolhendo este cliente.
          </p>
        ) : (
          <ul className={s.list} aria-label={`Cotações de ${client.name}`}>
            {quotations.map((quotation) => (
              <li key={quotation.code} className={s.item}>
                <span>
                  <strong>{savedDate(quotation.createdAt)}</strong> · {planTypeLabel(quotation.type)} · {quotation.lives === 1 ? '1 vida' : `${quotation.lives} vidas`}
                </span>
                {quotation.plans.map((plan) => (
                  <span key={plan.id} className={s.planRow}>
                    <span>
                      {plan.name} <span className={s.muted}>({plan.operator})</span>
                    </span>
                    <span className={s.money}>{formatBRL(plan.totalCents)}</span>
                  </span>
                ))}
                <div className={s.actions}>
                  <Button asChild variant="secondary" size="sm" icon="file">
                    <Link href={`/comparacao-pdf/${quotation.code}`}>Abrir proposta</Link>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={s.card} aria-labelledby="cliente-vida">
        <h2 id="cliente-vida" className={s.sectionTitle}>
          Seguros de vida
        </h2>
        {life.length === 0 ? (
          <p className={s.muted}>
            Nenhuma cotação de seguro de vida para este cliente. <Link href={`/seguro-de-vida/${LIFE_INSTITUTION}`}>Faça uma cotação de vida</Link> com o nome e o telefone dele: ela aparece aqui.
          </p>
        ) : (
          <ul className={s.list} aria-label={`Seguros de vida de ${client.name}`}>
            {life.map((item) => (
              <ClientLifeRow key={`${item.kind}:${item.id}`} item={item} />
            ))}
          </ul>
        )}
      </section>
      {admin ? (
        <section className={s.card} aria-labelledby="cliente-lgpd">
          <h2 id="cliente-lgpd" className={s.sectionTitle}>
            Dados pessoais (LGPD)
          </h2>
          <p className={s.muted}>A pedido do cliente: uma cópia de tudo o que a corretora guarda sobre ele, ou a exclusão. Cada pedido fica registrado no histórico da conta.</p>
          <div className={s.actions}>
            <Button variant="secondary" icon="download" loading={exporting} loadingText="Exportando…" onClick={() => void exportData()}>
              Exportar dados
            </Button>
            <Button variant="danger" icon="trash" onClick={() => setConfirming(true)}>
              Excluir dados
            </Button>
          </div>
        </section>
      ) : null}
      <Link href="/clientes">Voltar para Clientes</Link>
      {editing ? (
        <Dialog open onOpenChange={setEditing} title="Editar cliente" size="md">
          <ClientForm
            initial={draftFromClientRecord(client)}
            submitLabel="Salvar alterações"
            onSubmit={(draft) => proposal.updateClient(client.id, draft)}
            onSaved={() => {
              setEditing(false);
              remote.reload();
            }}
          />
        </Dialog>
      ) : null}
      {confirming ? (
        <Dialog
          open
          onOpenChange={setConfirming}
          title="Excluir os dados deste cliente?"
          description={`O cadastro de ${client.name} é apagado e ${quotations.length === 1 ? 'a cotação dele fica' : `as ${quotations.length} cotações dele ficam`} sem nome, contato nem CPF/CNPJ.${
            life.length === 0 ? '' : life.length === 1 ? ' A cotação de seguro de vida é apagada.' : ` As ${life.length} cotações e propostas de seguro de vida são apagadas.`
          } Não dá para desfazer.`}
          size="sm"
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Cancelar
              </Button>
              <Button variant="danger" loading={deleting} loadingText="Excluindo…" onClick={() => void deleteData()}>
                Excluir definitivamente
              </Button>
            </>
          }
        />
      ) : null}
    </div>
  );
}

/**
 * A life quote or proposal of the client: when and by which kind, the plan and quote number,
 * the monthly price and validity; 'Abrir cotação' / 'Abrir proposta' for the broker who made
 * it (the life service opens only a broker's own), a note for the teammates.
 */
function ClientLifeRow({ item }: { item: ClientLifeItem }) {
  const lifeCases = useUseCases('life');
  const alerts = useAlerts();
  const [, navigate] = useLocation();
  const [opening, setOpening] = useState(false);
  const what = item.kind === 'proposal' ? 'Proposta enviada' : 'Cotação';
  const openProposal = async () => {
    setOpening(true);
    const reopened = await lifeCases.reopenProposal(LIFE_INSTITUTION, item.id);
    setOpening(false);
    if (!reopened.ok) {
      alerts.show({ kind: 'error', message: reopened.error.message });
      return;
    }
    navigate(`/seguro-de-vida/finalizacao/${LIFE_INSTITUTION}`);
  };
  return (
    <li className={s.item}>
      <span>
        <strong>{savedDate(item.createdAt)}</strong> · {what} · nº {item.quoteNumber}
      </span>
      <span className={s.planRow}>
        <span>{item.title}</span>
        <span className={s.money}>{formatBRL(item.monthlyPriceCents)} por mês</span>
      </span>
      <span className={s.muted}>
        Válida até {formatDateBR(item.validUntil)}
        {item.linkExpiresAt ? ` · link até ${savedDate(item.linkExpiresAt)}` : ''}
      </span>
      <div className={s.actions}>
        {!item.mine ? (
          <span className={s.muted}>Feita por outro corretor da equipe.</span>
        ) : item.kind === 'quote' ? (
          <Button asChild variant="secondary" size="sm" icon="file">
            <Link href={`/seguro-de-vida/${LIFE_INSTITUTION}?cotacao=${encodeURIComponent(item.id)}`} aria-label={`Abrir cotação de vida nº ${item.quoteNumber}`}>
              Abrir cotação
            </Link>
          </Button>
        ) : (
          <Button variant="secondary" size="sm" icon="file" loading={opening} loadingText="Abrindo…" aria-label={`Abrir proposta de vida nº ${item.quoteNumber}`} onClick={() => void openProposal()}>
            Abrir proposta
          </Button>
        )}
      </div>
    </li>
  );
}

function ClientFacts({ client }: { client: ClientRecord }) {
  const facts: Array<[string, string]> = [
    ['Telefone', client.phone ? formatPhoneForDisplay(client.phone) : '—'],
    ['E-mail', client.email ?? '—'],
    [client.document ? documentKind(client.document) : 'CPF/CNPJ', client.document ? maskDocument(client.document) : '—'],
    ['Observações', client.notes ?? '—'],
  ];
  return (
    <dl className={s.facts}>
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt className={s.muted}>{label}</dt>
          <dd className={s.factValue}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
