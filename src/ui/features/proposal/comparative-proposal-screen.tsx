/**
 * `/proposta/comparativo` (private): the broker turns the comparison selection into a
 * saved proposal: client's name, what to show, the broker's latest life quote when one is
 * still valid ('Incluir seguro de vida': saved as quoted with the proposal), a live
 * HTML preview, 'Salvar proposta'
 * (`proposal.saveProposal`: a new UUID code), then the shareable link `/comparacao-pdf/{code}` with
 * 'Copiar link' and 'Compartilhar no WhatsApp' (to the client's number when there is one).
 * The client's contact (phone, e-mail, CPF/CNPJ, city) is kept with the proposal.
 * `?de=<code>` ("Duplicar" in Minhas cotações) starts from that saved proposal's client and
 * choices (its plans are already the selection). An empty selection sends back to /cotacao.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import type { ProposalInfos, QuotationData } from '../../../domain/proposal/saved-quotation';
import { proposalOptionsOf, whatsappShareUrl } from '../../../domain/proposal/saved-quotation';
import { clientFromDraft, draftFromClient, EMPTY_CLIENT_DRAFT, hasClientContact, validateClientDraft, type ClientDraft } from '../../../domain/proposal/client';
import { lifeMonthlyPriceText, lifeValidityText } from '../../../domain/proposal/proposal-life';
import { Button, Checkbox, PageHeader, Spinner, TextField } from '../../design-system';
import { useAlerts } from '../../app/alert-context';
import { useUseCases } from '../../app/services-context';
import { useSession } from '../../app/session-context';
import { useRemote } from '../../shared/use-remote';
import { FailureNotice } from '../../shared/remote-failure';
import * as s from './proposal.css';
import { ProposalPreview } from './proposal-preview';
import { ProposalExtrasFields } from './proposal-extras-fields';
import { NO_PROPOSAL_EXTRAS, recommendedPlanOf, type ProposalExtras } from '../../../domain/proposal/proposal-extras';
import { ClientFields } from './client-fields';
import { StepIndicator } from '../../shared/step-indicator';
import { useSelectionQuotation } from '../../shared/proposal-sending/use-selection-quotation';
import { proposalLink } from '../../shared/proposal-sending/proposal-link';

const CLIENT_NAME_MAX = 200;
const SECTIONS: readonly { key: keyof ProposalInfos; label: string }[] = [
  { key: 'network', label: 'Rede credenciada' },
  { key: 'coparticipation', label: 'Coparticipação' },
  { key: 'shortfalls', label: 'Carências' },
  { key: 'refunds', label: 'Reembolsos' },
];


/** The server's 400 on `data.client.<field>` (DRF keys 'data.client.phone'…) as the client fields' messages, or null. */
function clientErrorsFromServer(fields: Record<string, string[]>): Partial<Record<keyof ClientDraft, string>> | null {
  const errors: Partial<Record<keyof ClientDraft, string>> = {};
  for (const key of ['phone', 'email', 'document', 'city'] as const) {
    const message = (fields[`data.client.${key}`] ?? fields[key])?.[0];
    if (message) errors[key] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

export default function ComparativeProposalScreen() {
  const proposal = useUseCases('proposal');
  const { user } = useSession();
  const alerts = useAlerts();
  const [selection] = useState(() => proposal.currentSelection());
  const remote = useSelectionQuotation(selection, user);
  const hasLogo = Boolean(user?.logoUrl);
  const [clientName, setClientName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [infos, setInfos] = useState<ProposalInfos>({ network: true, coparticipation: true, shortfalls: true, refunds: true });
  const [showPhoto, setShowPhoto] = useState(hasLogo);
  const [lifeQuote] = useState(() => proposal.latestLifeQuote());
  const [includeLife, setIncludeLife] = useState(false);
  const [saving, setSaving] = useState(false);
  const [savedCode, setSavedCode] = useState<string | null>(null);
  const [extras, setExtras] = useState<ProposalExtras>(() => ({ ...NO_PROPOSAL_EXTRAS, validUntil: proposal.defaultValidUntil() }));
  const [dental, setDental] = useState<Readonly<Record<number, number>>>({});
  const [clientDraft, setClientDraft] = useState<ClientDraft>(EMPTY_CLIENT_DRAFT);
  const [clientErrors, setClientErrors] = useState<Partial<Record<keyof ClientDraft, string>> | null>(null);

  // "Duplicar" (Minhas cotações): start from the saved proposal's client and choices, once.
  const fromCode = new URLSearchParams(useSearch()).get('de');
  const source = useRemote(fromCode ? `proposal-source:${fromCode}` : null, () => proposal.loadProposal(fromCode ?? ''));
  const [prefilled, setPrefilled] = useState<string | null>(null);
  useEffect(() => {
    if (source.status !== 'ok' || !fromCode || prefilled === fromCode) return;
    const saved = source.value.data;
    setPrefilled(fromCode);
    setClientName(saved.clientName);
    setClientDraft(draftFromClient(saved.client));
    setInfos(saved.showProposalInfos ? saved.proposalInfos : { network: false, coparticipation: false, shortfalls: false, refunds: false });
    setShowPhoto(saved.showProposalPhoto && hasLogo);
  }, [source.status, source.value, fromCode, prefilled, hasLogo]);
  // The PDF chunk is fetched while the broker fills the form.
  useEffect(() => proposal.preparePdf(), [proposal]);

  const data: QuotationData | null = useMemo(() => {
    if (remote.status !== 'ok') return null;
    const { dentalOptions, ...base } = remote.value;
    const plans = base.plans.map((plan) => {
      const chosenDental = (dentalOptions[plan.id] ?? []).find((option) => option.id === dental[plan.id]) ?? null;
      return { ...plan, dental: chosenDental };
    });
    const client = validateClientDraft(clientDraft) === null && hasClientContact(clientFromDraft(clientDraft)) ? clientFromDraft(clientDraft) : null;
    const chosen: QuotationData = {
      ...base,
      plans,
      clientName: clientName.trim(),
      client,
      showProposalInfos: Object.values(infos).some(Boolean),
      showProposalPhoto: showPhoto && hasLogo,
      proposalInfos: infos,
      // The contact printed in the PDF is the client record's (one place to type it).
      extras: { ...extras, clientPhone: client?.phone ?? '', clientEmail: client?.email ?? '', notes: extras.notes.trim(), recommendedPlanId: recommendedPlanOf(extras, plans.map((plan) => plan.id)) },
    };
    return proposal.withLifeQuote(chosen, includeLife ? lifeQuote : null);
  }, [remote.status, remote.value, clientName, clientDraft, infos, showPhoto, hasLogo, proposal, includeLife, lifeQuote, extras, dental]);

  if (!selection || selection.planIds.length === 0) {
    return (
      <div className={s.screen}>
        <PageHeader title="Proposta comparativa" />
        <div className={s.card}>
          <p>Nenhum plano selecionado para a proposta.</p>
          <p className={s.muted}>Faça uma cotação e marque “Comparar” nos planos que quer apresentar ao cliente.</p>
          <p>
            <Link href="/cotacao">Ir para a cotação</Link>
          </p>
        </div>
      </div>
    );
  }

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!data) return;
    const problems = validateClientDraft(clientDraft);
    setClientErrors(problems);
    if (data.clientName === '') setNameError('Informe o nome do cliente.');
    if (data.clientName === '' || problems) return;
    setSaving(true);
    const result = await proposal.saveProposal(data);
    setSaving(false);
    if (!result.ok) {
      alerts.show({ kind: 'error', message: result.error.message });
      if (result.error.kind === 'rejected' && result.error.fields) setClientErrors(clientErrorsFromServer(result.error.fields));
      return;
    }
    setSavedCode(result.value.code);
    alerts.show({ kind: 'info', message: 'Proposta salva.' });
  };

  const link = savedCode ? proposalLink(savedCode) : null;
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      alerts.show({ kind: 'info', message: 'Link copiado.' });
    } catch {
      alerts.show({ kind: 'error', message: 'Não foi possível copiar. Selecione o link e copie.' });
    }
  };

  return (
    <div className={s.screen}>
      <PageHeader title="Proposta comparativa" description="Monte a proposta para o cliente com os planos que você comparou." />
      <StepIndicator current="proposal" />
      {remote.status === 'loading' ? (
        <div role="status" className={s.card}>
          <Spinner size="md" /> Carregando planos…
        </div>
      ) : remote.status === 'failed' ? (
        <FailureNotice message={remote.failure.message} onRetry={remote.reload} />
      ) : data ? (
        <>
          <form className={s.card} onSubmit={save} noValidate>
            <TextField
              label="Nome do cliente"
              value={clientName}
              maxLength={CLIENT_NAME_MAX}
              error={nameError}
              onChange={(event) => {
                setClientName(event.target.value);
                setNameError(null);
                setSavedCode(null);
              }}
            />
            <ClientFields
              draft={clientDraft}
              errors={clientErrors}
              onChange={(next) => {
                setClientDraft(next);
                setClientErrors(null);
                setSavedCode(null);
              }}
            />
            <ProposalExtrasFields
              extras={extras}
              onExtras={(next) => {
                setExtras(next);
                setSavedCode(null);
              }}
              plans={data.plans.map((plan) => ({ id: plan.id, name: `${plan.operatorName} · ${plan.planName}` }))}
              dentalOptions={remote.status === 'ok' ? remote.value.dentalOptions : {}}
              dental={dental}
              onDental={(planId, dentalId) => {
                setDental((current) => {
                  const { [planId]: _removed, ...rest } = current;
                  return dentalId === null ? rest : { ...rest, [planId]: dentalId };
                });
                setSavedCode(null);
              }}
            />
            <fieldset className={s.options}>
              <legend className={s.sectionTitle}>O que mostrar</legend>
              {SECTIONS.map((section) => (
                <Checkbox
                  key={section.key}
                  label={section.label}
                  checked={infos[section.key]}
                  onChange={(event) => {
                    setInfos((current) => ({ ...current, [section.key]: event.target.checked }));
                    setSavedCode(null);
                  }}
                />
              ))}
              <Checkbox
                label="Mostrar minha logo"
                checked={showPhoto && hasLogo}
                disabled={!hasLogo}
                hint={hasLogo ? undefined : '(envie sua logo em Editar Perfil para usá-la)'}
                onChange={(event) => {
                  setShowPhoto(event.target.checked);
                  setSavedCode(null);
                }}
              />
              {lifeQuote ? (
                <Checkbox
                  label="Incluir seguro de vida"
                  checked={includeLife}
                  hint={`(${lifeQuote.insurerName}, ${lifeMonthlyPriceText(lifeQuote)} · ${lifeValidityText(lifeQuote)})`}
                  onChange={(event) => {
                    setIncludeLife(event.target.checked);
                    setSavedCode(null);
                  }}
                />
              ) : null}
            </fieldset>
            <div className={s.actions}>
              <Button type="submit" variant="primary" disabled={saving}>
                {saving ? 'Salvando…' : 'Salvar proposta'}
              </Button>
              <Link href="/cotacao?comparar=1">Voltar à comparação</Link>
            </div>
            {link && savedCode ? (
              <div className={s.linkRow}>
                <TextField className={s.linkField} label="Link da proposta" value={link} readOnly onFocus={(event) => event.target.select()} />
                <Button type="button" variant="secondary" onClick={() => void copy()}>
                  Copiar link
                </Button>
                <Button asChild variant="secondary">
                  <a href={whatsappShareUrl(data.clientName, link, data.client?.phone)} target="_blank" rel="noreferrer">
                    Compartilhar no WhatsApp
                  </a>
                </Button>
                <Link href={`/comparacao-pdf/${savedCode}`}>Abrir proposta</Link>
              </div>
            ) : null}
          </form>
          <ProposalPreview data={data} options={proposalOptionsOf(data)} />
        </>
      ) : null}
    </div>
  );
}
