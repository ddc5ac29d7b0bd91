/**
 * `/proposta/comparativo` (private): the broker turns the comparison selection into a
 * saved proposal: client's name, what to show, the broker's latest life quote when one is
 * still valid ('Incluir seguro de vida', issue 12: saved as quoted with the proposal), a live
 * HTML preview, 'Salvar proposta'
 * (`proposal.saveProposal`: a new UUID code), then the shareable link `/comparacao-pdf/{code}` with
 * 'Copiar link' and 'Compartilhar no WhatsApp'. An empty selection sends back to /cotacao.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { ProposalInfos, QuotationData } from '../../../domain/proposal/saved-quotation';
import { proposalOptionsOf, whatsappShareUrl } from '../../../domain/proposal/saved-quotation';
import { lifeMonthlyPriceText, lifeValidityText } from '../../../domain/proposal/proposal-life';
import { Button, Checkbox, Notice, PageHeader, Spinner, TextField } from '../../design-system';
import { useAlerts } from '../../app/alert-context';
import { useUseCases } from '../../app/services-context';
import { useSession } from '../../app/session-context';
import * as s from './proposal.css';
import { ProposalPreview } from './proposal-preview';
import { useSelectionQuotation } from './use-selection-quotation';

const CLIENT_NAME_MAX = 200;
const SECTIONS: readonly { key: keyof ProposalInfos; label: string }[] = [
  { key: 'network', label: 'Rede credenciada' },
  { key: 'coparticipation', label: 'Coparticipação' },
  { key: 'shortfalls', label: 'Carências' },
  { key: 'refunds', label: 'Reembolsos' },
];

/** Absolute URL of the public proposal page. */
export function proposalLink(code: string): string {
  return `${window.location.origin}/comparacao-pdf/${code}`;
}

export default function ComparativeProposalScreen() {
  const { proposal } = useUseCases();
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
  // The PDF chunk is fetched while the broker fills the form (issue 16: a fast first PDF).
  useEffect(() => proposal.preparePdf(), [proposal]);

  const data: QuotationData | null = useMemo(() => {
    if (remote.status !== 'ok') return null;
    const chosen: QuotationData = {
      ...remote.value,
      clientName: clientName.trim(),
      showProposalInfos: Object.values(infos).some(Boolean),
      showProposalPhoto: showPhoto && hasLogo,
      proposalInfos: infos,
    };
    return proposal.withLifeQuote(chosen, includeLife ? lifeQuote : null);
  }, [remote.status, remote.value, clientName, infos, showPhoto, hasLogo, proposal, includeLife, lifeQuote]);

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
    if (data.clientName === '') {
      setNameError('Informe o nome do cliente.');
      return;
    }
    setSaving(true);
    const result = await proposal.saveProposal(data);
    setSaving(false);
    if (!result.ok) {
      alerts.show({ kind: 'error', message: result.error.message });
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
      {remote.status === 'loading' ? (
        <div role="status" className={s.card}>
          <Spinner size="md" /> Carregando planos…
        </div>
      ) : remote.status === 'failed' ? (
        <Notice tone="error">
          <p>{remote.failure.message}</p>
          <Button variant="secondary" size="sm" onClick={remote.reload}>
            Tentar novamente
          </Button>
        </Notice>
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
                hint={hasLogo ? undefined : '(envie sua logo em Meu perfil para usá-la)'}
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
                  <a href={whatsappShareUrl(data.clientName, link)} target="_blank" rel="noreferrer">
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
