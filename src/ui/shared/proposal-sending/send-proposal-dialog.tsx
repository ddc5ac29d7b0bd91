/**
 * 'Enviar ao cliente': the plans chosen on the results become a saved proposal and its PDF
 * reaches the client in one step. The dialog asks for the client (one of the account's clients
 * from 'Clientes', searched on the server as the broker types: client-picker.tsx; or a new one:
 * name and phone, added to 'Clientes' on sending, so a repeat client costs no typing), lists the chosen
 * plans with their monthly totals, and 'Gerar e enviar' saves the proposal (everything shown,
 * the broker's logo when there is one, the default validity) for that client, renders the PDF and sends it
 * (`sendProposalPdf`: the file itself to the phone's share sheet, or on a computer the
 * download and WhatsApp Web on the client's chat). Afterwards it offers 'Enviar PDF' again,
 * the proposal's link ('Copiar link', WhatsApp with the link, 'Abrir proposta'). The
 * comparison and the full proposal screen stay where they were.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { sendProposalPdf, type SendOutcome } from '../../../application/proposal/send-proposal';
import type { ProposalPdf } from '../../../application/proposal/use-cases';
import { clientFromDraft, EMPTY_CLIENT_DRAFT, validateClientPhone } from '../../../domain/proposal/client';
import { proposalColumns } from '../../../domain/proposal/proposal';
import { NO_PROPOSAL_EXTRAS } from '../../../domain/proposal/proposal-extras';
import { whatsappNumber } from '../../../domain/proposal/proposal-sending';
import { EMPTY_CLIENT_RECORD_DRAFT, type ClientRecord } from '../../../domain/clients/client-record';
import { whatsappShareUrl, type QuotationData } from '../../../domain/proposal/saved-quotation';
import type { ComparisonSelection } from '../../../domain/quotation/catalog';
import { maskPhone } from '../../../domain/accounts/fields';
import { Button, Dialog, Notice, Spinner, TextField } from '../../design-system';
import { useAlerts } from '../../app/alert-context';
import { useUseCases } from '../../app/services-context';
import { useSession } from '../../app/session-context';
import { useRemote } from '../../shared/use-remote';
import { browserShareEnvironment } from './browser-share';
import { ClientPicker } from './client-picker';
import { proposalLink } from './proposal-link';
import { useSelectionQuotation } from './use-selection-quotation';
import * as s from './send-proposal.css';

export interface SendProposalDialogProps {
  /** The plans chosen on the results (and the lives they were quoted for). */
  selection: ComparisonSelection | null;
  onClose: () => void;
}

/** Longest client name accepted (as in the proposal screen). */
const CLIENT_NAME_MAX = 200;

/** What the dialog says after sending, by outcome. */
export const SEND_OUTCOME_TEXT: Record<SendOutcome['kind'], string> = {
  shared: 'PDF enviado.',
  cancelled: 'Envio cancelado. Toque em “Enviar PDF” para escolher o aplicativo de novo.',
  'needs-tap': 'Proposta pronta. Toque em “Enviar PDF” para escolher o aplicativo.',
  downloaded: 'PDF baixado e WhatsApp aberto na conversa do cliente: anexe o arquivo baixado à mensagem.',
};

interface Sent {
  readonly code: string;
  readonly pdf: ProposalPdf;
  readonly outcome: SendOutcome;
}

export default function SendProposalDialog({ selection, onClose }: SendProposalDialogProps) {
  const proposal = useUseCases('proposal');
  const { user } = useSession();
  const alerts = useAlerts();
  const remote = useSelectionQuotation(selection, user);
  // Whether the account has clients at all: the picker is offered only then.
  const known = useRemote('send-proposal:clients', () => proposal.listClients({ page: 1, search: '' }));
  const hasClients = known.status === 'ok' && known.value.count > 0;
  const [picked, setPicked] = useState<ClientRecord | null>(null);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const [working, setWorking] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  // The PDF tools come while the broker types.
  useEffect(() => proposal.preparePdf(), [proposal]);

  const hasLogo = Boolean(user?.logoUrl);
  const data: QuotationData | null = useMemo(() => {
    if (remote.status !== 'ok') return null;
    const { dentalOptions: _dental, ...base } = remote.value;
    const digits = phone.replace(/\D/g, '');
    const client = digits === '' ? null : clientFromDraft({ ...EMPTY_CLIENT_DRAFT, phone });
    return {
      ...base,
      clientName: name.trim(),
      client,
      showProposalInfos: true,
      showProposalPhoto: hasLogo,
      proposalInfos: { network: true, coparticipation: true, shortfalls: true, refunds: true },
      extras: { ...NO_PROPOSAL_EXTRAS, validUntil: proposal.defaultValidUntil(), clientPhone: client?.phone ?? '' },
    };
  }, [remote.status, remote.value, name, phone, hasLogo, proposal]);
  const columns = useMemo(() => (data ? proposalColumns(data) : []), [data]);

  const send = async (pdf: ProposalPdf, code: string) => {
    const outcome = await sendProposalPdf(pdf, { clientName: name.trim(), clientPhone: phone.replace(/\D/g, '') || null, link: proposalLink(code) }, browserShareEnvironment());
    setSent({ code, pdf, outcome });
  };

  /** The id of the account's client with exactly this name and phone digits, or null. */
  const sameClient = async (clientName: string, digits: string): Promise<number | null> => {
    const found = await proposal.listClients({ page: 1, search: digits.length >= 3 ? digits : clientName });
    if (!found.ok) return null;
    return found.value.items.find((client) => client.name === clientName && (client.phone ?? '') === digits)?.id ?? null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!data || working) return;
    const next: { name?: string; phone?: string } = {};
    if (data.clientName === '') next.name = 'Informe o nome do cliente.';
    const phoneProblem = validateClientPhone(phone)[0];
    if (phoneProblem) next.phone = phoneProblem;
    setErrors(next);
    if (next.name || next.phone) return;
    setWorking(true);
    try {
      // A new client joins 'Clientes' first, so the proposal is saved for it (and the next one costs no typing).
      // A name and phone typed as an existing client's are that client (no duplicate in 'Clientes'):
      // the server is asked, since the account may hold more clients than one page.
      let clientId = picked?.id ?? (await sameClient(data.clientName, phone.replace(/\D/g, '')));
      if (clientId === null) {
        const created = await proposal.createClient({ ...EMPTY_CLIENT_RECORD_DRAFT, name, phone });
        if (!created.ok) {
          alerts.show({ kind: 'error', message: created.error.message });
          const fields = created.error.kind === 'rejected' ? created.error.fields : undefined;
          setErrors({ ...(fields?.name?.[0] ? { name: fields.name[0] } : {}), ...(fields?.phone?.[0] ? { phone: fields.phone[0] } : {}) });
          return;
        }
        clientId = created.value.id;
        setPicked(created.value);
        known.reload();
      }
      const saved = await proposal.saveProposal(data, clientId);
      if (!saved.ok) {
        alerts.show({ kind: 'error', message: saved.error.message });
        const phoneMessage = saved.error.kind === 'rejected' ? saved.error.fields?.['data.client.phone']?.[0] : undefined;
        if (phoneMessage) setErrors({ phone: phoneMessage });
        return;
      }
      const pdf = await proposal.proposalPdf(data);
      if (!pdf.ok) {
        alerts.show({ kind: 'error', message: pdf.error.message });
        return;
      }
      await send(pdf.value, saved.value.code);
    } finally {
      setWorking(false);
    }
  };

  const link = sent ? proposalLink(sent.code) : null;
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
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Enviar proposta ao cliente"
      description="O PDF com os planos escolhidos vai direto para o cliente."
      size="md"
    >
      <div className={s.form}>
      {remote.status === 'loading' ? (
        <p role="status">
          <Spinner size="sm" /> Carregando planos…
        </p>
      ) : remote.status === 'failed' ? (
        <Notice tone="error">{remote.failure.message}</Notice>
      ) : null}
      {columns.length > 0 ? (
        <ul className={s.plans} aria-label="Planos escolhidos">
          {columns.map((column) => (
            <li key={column.plan.id}>
              {column.plan.operatorName} · {column.plan.planName}: <span className={s.planTotal}>{column.totalText}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {sent && link ? (
        <div className={s.form}>
          <Notice tone={sent.outcome.kind === 'shared' || sent.outcome.kind === 'downloaded' ? 'success' : 'info'}>{SEND_OUTCOME_TEXT[sent.outcome.kind]}</Notice>
          <div className={s.actions}>
            <Button type="button" variant="primary" icon="file" onClick={() => void send(sent.pdf, sent.code)}>
              Enviar PDF
            </Button>
            <Button asChild variant="secondary">
              <a href={whatsappShareUrl(name.trim(), link, phone)} target="_blank" rel="noreferrer">
                Enviar link pelo WhatsApp
              </a>
            </Button>
          </div>
          <TextField label="Link da proposta" value={link} readOnly onFocus={(event) => event.target.select()} />
          <div className={s.actions}>
            <Button type="button" variant="secondary" onClick={() => void copy()}>
              Copiar link
            </Button>
            <Link href={`/comparacao-pdf/${sent.code}`}>Abrir proposta</Link>
          </div>
        </div>
      ) : (
        <form className={s.form} onSubmit={(event) => void submit(event)} noValidate>
          {hasClients ? (
            <ClientPicker
              value={picked}
              search={proposal.listClients}
              onChange={(client) => {
                setPicked(client);
                setName(client?.name ?? '');
                setPhone(client?.phone ? maskPhone(client.phone) : '');
                setErrors({});
              }}
            />
          ) : null}
          <TextField
            label="Nome do cliente"
            value={name}
            maxLength={CLIENT_NAME_MAX}
            autoComplete="off"
            error={errors.name ?? null}
            onChange={(event) => {
              setName(event.target.value);
              // Another name is another person: the proposal is no longer for the client picked.
              if (picked && picked.name !== event.target.value.trim()) setPicked(null);
              setErrors((current) => ({ ...current, name: undefined }));
            }}
          />
          <TextField
            label="Telefone (WhatsApp)"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="(00) 00000-0000"
            value={phone}
            error={errors.phone ?? null}
            hint={whatsappNumber(phone) === '' ? 'Com DDD. Sem telefone, o WhatsApp pergunta para quem enviar.' : undefined}
            onChange={(event) => {
              setPhone(maskPhone(event.target.value));
              setErrors((current) => ({ ...current, phone: undefined }));
            }}
          />
          <div className={s.actions}>
            <Button type="submit" variant="primary" icon="whatsapp" loading={working} loadingText="Gerando PDF…" disabled={!data}>
              Gerar e enviar
            </Button>
          </div>
          <p className={s.muted}>A proposta fica salva em Minhas cotações e na página do cliente em Clientes, com o link para o cliente abrir no celular.</p>
        </form>
      )}
      </div>
    </Dialog>
  );
}
