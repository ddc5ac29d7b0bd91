/**
 * /seguro-de-vida/finalizacao/{institution} — the proposal implantation of the chosen life
 * quote (spec points 2, 3, 4, 5, 8, 9), in the life-insurance layout.
 *
 * Step 1: the form of spec point 3 (react-hook-form validated by the contract's zod schema through the life use cases, the same
 * rules as the service): the insured, address (CEP masked 00000-000), document, contact,
 * politically-exposed-person status — 'RelacionamentoProximo' opens the related person's
 * name, CPF and kinship —, work, beneficiaries (shares adding up to 100 %), the bank account
 * for the debit (banks of `bancos-brasileiros`), and the fixed payment of spec point 9, shown
 * and not editable. Everything typed is kept in session storage (a reload loses nothing).
 * The form starts from what is known: the client's name and phone typed with the quote, the
 * broker's name (his profile) in 'Corretora', country Brasil (names in pt-BR).
 * Step 3 (after 'Formulário enviado com sucesso!'): the client's link, to copy or to send by
 * WhatsApp straight to the client's phone, with who opened it and when and 'Renovar link' (life-link-openings.tsx). A failed submission stays at step 1 with everything typed, the spec point 8 message
 * and the service's messages at their fields.
 */
import { toNestErrors } from '@hookform/resolvers';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { get, useFieldArray, useForm, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import { Link } from 'wouter';
import type { ChosenLifeQuote } from '../../../application/life/life-quote-gateway';
import type { LifeImplantationFormValues } from '../../../domain/life/implantation-form';
import { maskCpf, maskPhone } from '../../../domain/accounts/fields';
import { isLifeInstitution, LIFE_INSTITUTION_NAMES, type LifeInstitution } from '../../../domain/life/catalog';
import { BANKS } from '../../../domain/life/banks';
import {
  COUNTRIES,
  LIFE_PROPOSAL_PAYMENT,
  LIFE_PROPOSAL_PAYMENT_LABEL,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUSES,
  maskBrDate,
  maskCep,
  PEP_KINSHIP_LABELS,
  PEP_KINSHIPS,
  PEP_STATUS_LABELS,
  PEP_STATUSES,
  pepNeedsRelatedPerson,
} from '../../../domain/life/implantation';
import { formatDateBR } from '../../../domain/quotation/money';
import { BRAZILIAN_STATES } from '../../../domain/quotation/states';
import { Button, Notice, SelectField, TextField } from '../../design-system';
import { useUseCases } from '../../app/services-context';
import { useSession } from '../../app/session-context';
import type { ScreenProps } from '../../shared/screen';
import { LifeLinkOpenings } from './life-link-openings';
import { LifeQuoteSummary } from './life-quote-summary';
import * as s from './life-insurance.css';

type Values = LifeImplantationFormValues;
type Field = FieldPath<Values>;

function institutionOf(pattern: string): LifeInstitution {
  const slug = pattern.split('/').filter(Boolean).pop() ?? '';
  return isLifeInstitution(slug) ? slug : 'porto_seguro';
}

const choose = { value: '', label: 'Selecione' };
const MARITAL_OPTIONS = [choose, ...MARITAL_STATUSES.map((value) => ({ value, label: MARITAL_STATUS_LABELS[value] }))];
const PEP_OPTIONS = PEP_STATUSES.map((value) => ({ value, label: PEP_STATUS_LABELS[value] }));
const KINSHIP_OPTIONS = [choose, ...PEP_KINSHIPS.map((value) => ({ value, label: PEP_KINSHIP_LABELS[value] }))];
const UF_OPTIONS = [choose, ...[...BRAZILIAN_STATES].sort((a, b) => a.uf.localeCompare(b.uf)).map((state) => ({ value: state.uf, label: `${state.uf} — ${state.name}` }))];
const COUNTRY_OPTIONS = [choose, ...COUNTRIES.map((country) => ({ value: country.code, label: country.name }))];
const BANK_OPTIONS = [choose, ...BANKS.map((bank) => ({ value: bank.code, label: `${bank.code} — ${bank.name}` }))];

const STEP_TITLES = { 1: 'Dados da proposta', 2: 'Envio', 3: 'Link para o cliente' } as const;

/** The finalization screen (module note). */
export default function LifeFinalizationScreen({ route }: ScreenProps) {
  const life = useUseCases('life');
  const institution = institutionOf(route.pattern);
  const [choice] = useState(() => life.chosenQuote(institution));
  if (!choice) {
    return (
      <div className={s.screen}>
        <h1 className={s.title}>Finalização do Seguro de Vida</h1>
        <Notice tone="warning">
          Nenhuma cotação escolhida. <Link href={`/seguro-de-vida/${institution}`}>Faça uma cotação de seguro de vida</Link> e escolha um orçamento para finalizar a proposta.
        </Notice>
      </div>
    );
  }
  return <Finalization institution={institution} choice={choice} />;
}

function Finalization({ institution, choice }: { institution: LifeInstitution; choice: ChosenLifeQuote }) {
  const life = useUseCases('life');
  const logic = useMemo(() => life.implantationLogic(), [life]);
  const { user } = useSession();
  // The broker's own data comes from his profile, the client's from the quote: nothing retyped.
  const [input] = useState(() => ({ institution, choice, draft: life.implantationDraft(choice, user ? { name: user.name } : null) }));
  const actor = useActorRef(logic, { input });
  const snapshot = useSelector(actor, (current) => current);
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  // The contract's rules (the same as the service's), through the use case.
  const resolver = useMemo<Resolver<Values>>(
    () => async (values, _context, options) => {
      const messages = await life.validateImplantation(values);
      if (Object.keys(messages).length === 0) return { values, errors: {} };
      const flat: FieldErrors = {};
      for (const [path, list] of Object.entries(messages)) flat[path] = { type: 'validate', message: list[0] };
      return { values: {}, errors: toNestErrors(flat, options) };
    },
    [life],
  );
  const form = useForm<Values>({ defaultValues: input.draft.values, resolver, mode: 'onTouched' });
  const { register, control, handleSubmit, setError, setValue, watch, getValues, formState } = form;
  const beneficiaries = useFieldArray({ control, name: 'beneficiaries' });
  const pepStatus = watch('pep.status');
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Everything typed goes to the draft (session storage) at once.
  useEffect(() => {
    const subscription = watch(() => actor.send({ type: 'implantation.change', values: getValues() }));
    return () => subscription.unsubscribe();
  }, [watch, getValues, actor]);

  // The service's messages at their fields.
  useEffect(() => {
    for (const [field, messages] of Object.entries(context.fieldErrors)) {
      const name = (field === 'beneficiaries' ? 'beneficiaries.root' : field) as Field;
      setError(name, { type: 'server', message: messages[0] });
    }
  }, [context.fieldErrors, setError]);

  useEffect(() => {
    headingRef.current?.focus();
  }, [context.step]);

  const errorOf = (name: string): string | undefined => {
    const entry = get(formState.errors, name) as { message?: string; root?: { message?: string } } | undefined;
    return entry?.message ?? entry?.root?.message;
  };
  const masked = (name: Field, mask: (value: string) => string) => register(name, { onChange: (event: { target: { value: string } }) => setValue(name, mask(event.target.value)) });
  const text = (name: Field, label: string, extra: { mask?: (value: string) => string; inputMode?: 'numeric' | 'email' | 'tel'; autoComplete?: string; placeholder?: string; wide?: boolean } = {}) => (
    <TextField
      label={label}
      error={errorOf(name)}
      inputMode={extra.inputMode}
      autoComplete={extra.autoComplete ?? 'off'}
      placeholder={extra.placeholder}
      className={extra.wide ? s.wide : undefined}
      {...(extra.mask ? masked(name, extra.mask) : register(name))}
    />
  );
  const select = (name: Field, label: string, options: ReadonlyArray<{ value: string; label: string }>) => (
    <SelectField label={label} error={errorOf(name)} options={options} {...register(name)} />
  );

  const submit = handleSubmit((values) => actor.send({ type: 'implantation.submit', values }));

  if (context.step === 3 && context.link) {
    return (
      <LinkStep
        institution={institution}
        implantationId={context.link.implantationId}
        choice={choice}
        clientName={context.values.name}
        clientPhone={context.values.phone}
        url={context.link.url}
        expiresAt={context.link.expiresAt}
        notice={context.notice}
        headingRef={headingRef}
        onEdit={() => actor.send({ type: 'implantation.edit' })}
      />
    );
  }

  const relatedPerson = pepNeedsRelatedPerson(pepStatus);
  return (
    <div className={s.screen}>
      <div>
        <h1 className={s.title}>Finalização do Seguro de Vida</h1>
        <p className={s.subtitle}>{LIFE_INSTITUTION_NAMES[institution]} · preencha a proposta do segurado e gere o link para o cliente.</p>
      </div>
      <Stepper step={context.step} />
      <LifeQuoteSummary quote={choice.quote} />

      <form className={s.panel} onSubmit={submit} noValidate aria-labelledby="proposta-titulo">
        <h2 id="proposta-titulo" ref={headingRef} tabIndex={-1} className={s.panelTitle}>
          1. {STEP_TITLES[1]}
        </h2>
        {context.error ? <Notice tone="error">{context.error}</Notice> : null}
        {formState.submitCount > 0 && Object.keys(formState.errors).length > 0 && !context.error ? <Notice tone="error">Corrija os campos destacados.</Notice> : null}

        <fieldset className={s.formSection}>
          <legend className={s.sectionTitle}>Segurado</legend>
          {text('name', 'Nome completo', { autoComplete: 'name', wide: true })}
          {text('cpf', 'CPF do segurado', { mask: maskCpf, inputMode: 'numeric', placeholder: '000.000.000-00' })}
          <TextField label="Data de nascimento do segurado" value={formatDateBR(context.values.birth_date)} readOnly hint={`${context.values.age} anos (da cotação)`} />
          {select('marital_status', 'Estado civil', MARITAL_OPTIONS)}
          {text('nationality', 'Nacionalidade')}
          {text('id_document', 'Documento de identidade (RG)')}
          {text('id_issuer', 'Órgão emissor', { placeholder: 'SSP/SP' })}
          {text('id_issue_date', 'Data de emissão', { mask: maskBrDate, inputMode: 'numeric', placeholder: 'DD/MM/AAAA' })}
          {select('country', 'País de residência', COUNTRY_OPTIONS)}
          {text('email', 'E-mail', { inputMode: 'email', autoComplete: 'email' })}
          {text('phone', 'Telefone', { mask: maskPhone, inputMode: 'tel', placeholder: '(00) 00000-0000' })}
        </fieldset>

        <fieldset className={s.formSection}>
          <legend className={s.sectionTitle}>Endereço</legend>
          {text('address.cep', 'CEP', { mask: maskCep, inputMode: 'numeric', placeholder: '00000-000' })}
          {text('address.street', 'Logradouro')}
          {text('address.number', 'Número')}
          {text('address.complement', 'Complemento (opcional)')}
          {text('address.district', 'Bairro')}
          {text('address.city', 'Cidade')}
          {select('address.uf', 'UF', UF_OPTIONS)}
        </fieldset>

        <fieldset className={s.formSection}>
          <legend className={s.sectionTitle}>Pessoa politicamente exposta</legend>
          <div className={s.wide}>{select('pep.status', 'Situação', PEP_OPTIONS)}</div>
          {relatedPerson ? (
            <>
              {text('pep.related_person.name', 'Nome da pessoa relacionada')}
              {text('pep.related_person.cpf', 'CPF da pessoa relacionada', { mask: maskCpf, inputMode: 'numeric', placeholder: '000.000.000-00' })}
              {select('pep.related_person.kinship', 'Grau de parentesco', KINSHIP_OPTIONS)}
            </>
          ) : null}
        </fieldset>

        <fieldset className={s.formSection}>
          <legend className={s.sectionTitle}>Atividade</legend>
          {text('employer', 'Empresa onde trabalha')}
          {text('activity_branch', 'Ramo de atividade')}
          {text('brokerage', 'Corretora', { wide: true })}
        </fieldset>

        <fieldset className={s.formSection}>
          <legend className={s.sectionTitle}>Beneficiários</legend>
          {beneficiaries.fields.map((item, index) => (
            <div key={item.id} className={s.beneficiary} role="group" aria-label={`Beneficiário ${index + 1}`}>
              {text(`beneficiaries.${index}.name`, `Nome do beneficiário ${index + 1}`)}
              {text(`beneficiaries.${index}.birth_date`, `Data de nascimento do beneficiário ${index + 1}`, { mask: maskBrDate, inputMode: 'numeric', placeholder: 'DD/MM/AAAA' })}
              {text(`beneficiaries.${index}.cpf`, `CPF do beneficiário ${index + 1}`, { mask: maskCpf, inputMode: 'numeric', placeholder: '000.000.000-00' })}
              {text(`beneficiaries.${index}.share_percent`, `Percentual do beneficiário ${index + 1} (%)`, { inputMode: 'numeric' })}
              {beneficiaries.fields.length > 1 ? (
                <Button type="button" variant="secondary" size="sm" onClick={() => beneficiaries.remove(index)}>
                  Remover
                </Button>
              ) : null}
            </div>
          ))}
          {errorOf('beneficiaries') ? (
            <p role="alert" className={s.questionError}>
              {errorOf('beneficiaries')}
            </p>
          ) : null}
          <div className={s.wide}>
            <Button type="button" variant="secondary" size="sm" icon="plus" onClick={() => beneficiaries.append({ name: '', birth_date: '', cpf: '', share_percent: '' })}>
              Adicionar beneficiário
            </Button>
          </div>
        </fieldset>

        <fieldset className={s.formSection}>
          <legend className={s.sectionTitle}>Pagamento</legend>
          <dl className={s.fixedList} aria-label="Forma de pagamento (fixa)">
            <div>
              <dt className={s.detailTerm}>Forma de pagamento</dt>
              <dd className={s.detailValue}>{LIFE_PROPOSAL_PAYMENT_LABEL}</dd>
            </div>
            <div>
              <dt className={s.detailTerm}>Parcelas</dt>
              <dd className={s.detailValue}>{LIFE_PROPOSAL_PAYMENT.installments}</dd>
            </div>
            <div>
              <dt className={s.detailTerm}>Intervalo</dt>
              <dd className={s.detailValue}>a cada {LIFE_PROPOSAL_PAYMENT.intervalDays} dias</dd>
            </div>
            <div>
              <dt className={s.detailTerm}>Código da empresa</dt>
              <dd className={s.detailValue}>{LIFE_PROPOSAL_PAYMENT.companyCode}</dd>
            </div>
          </dl>
          <div className={s.wide}>{select('bank_account.bank_code', 'Banco', BANK_OPTIONS)}</div>
          {text('bank_account.agency', 'Agência', { inputMode: 'numeric' })}
          {text('bank_account.account', 'Conta com dígito', { inputMode: 'numeric' })}
        </fieldset>

        <div className={s.actions}>
          <Button type="submit" icon="check" loading={busy} loadingText="Enviando…">
            Enviar proposta e gerar link
          </Button>
        </div>
      </form>
    </div>
  );
}

function Stepper({ step }: { step: 1 | 3 }) {
  return (
    <ol className={s.stepper} style={{ gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }} aria-label="Etapas da finalização">
      {([1, 2, 3] as const).map((number) => (
        <li key={number} className={s.stepItem} aria-current={number === step ? 'step' : undefined} data-done={number < step ? 'true' : undefined}>
          <span className={s.stepBar} aria-hidden="true" />
          <span className={s.stepLabel}>
            {number}. {STEP_TITLES[number]}
          </span>
          <span className={s.stepLabelShort} aria-hidden="true">
            {STEP_TITLES[number]}
          </span>
        </li>
      ))}
    </ol>
  );
}

interface LinkStepProps {
  institution: LifeInstitution;
  implantationId: string;
  choice: ChosenLifeQuote;
  clientName: string;
  /** The client's phone typed on the proposal (masked): WhatsApp opens his chat. */
  clientPhone: string;
  url: string;
  expiresAt: string;
  notice: string | null;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onEdit: () => void;
}

/** Step 3: the client's link, copy and WhatsApp; its openings and 'Renovar link'. */
function LinkStep({ institution, implantationId, choice, clientName, clientPhone, url, expiresAt: generatedExpiry, notice, headingRef, onEdit }: LinkStepProps) {
  const life = useUseCases('life');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  // The expiry answered when the link was made, then the service's (after a renewal too).
  const [expiresAt, setExpiresAt] = useState(generatedExpiry);
  const message = life.shareText(choice, clientName, url);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className={s.screen}>
      <div>
        <h1 className={s.title}>Finalização do Seguro de Vida</h1>
        <p className={s.subtitle}>{choice.quote.title}</p>
      </div>
      <Stepper step={3} />
      <section className={s.panel} aria-labelledby="link-titulo">
        <h2 id="link-titulo" ref={headingRef} tabIndex={-1} className={s.panelTitle}>
          3. {STEP_TITLES[3]}
        </h2>
        {notice ? <Notice tone="success">{notice}</Notice> : null}
        <p className={s.help}>Envie este link ao cliente: ele abre a proposta somente para leitura, até {formatDateBR(expiresAt.slice(0, 10))}.</p>
        <div className={s.linkBox}>
          <output className={s.linkText} aria-label="Link da proposta">
            {url}
          </output>
          <Button type="button" icon="copy" variant="secondary" onClick={() => void copy()}>
            Copiar link
          </Button>
          <Button asChild variant="secondary">
            <a href={life.whatsAppUrl(message, clientPhone)} target="_blank" rel="noopener noreferrer">
              Enviar pelo WhatsApp
            </a>
          </Button>
        </div>
        {copied === 'yes' ? <Notice tone="success">Link copiado!</Notice> : null}
        {copied === 'failed' ? <Notice tone="warning">Não foi possível copiar: selecione o link e copie.</Notice> : null}
        <LifeLinkOpenings institution={institution} implantationId={implantationId} onExpiry={setExpiresAt} />
        <div className={s.actions}>
          <Button type="button" variant="secondary" onClick={onEdit}>
            Editar proposta
          </Button>
          <Button asChild>
            <a href={url} target="_blank" rel="noopener noreferrer">
              Abrir a proposta
            </a>
          </Button>
        </div>
      </section>
    </div>
  );
}
