/**
 * /seguro-de-vida/{institution} — the life-insurance quote wizard (spec points 2, 3, 4, 8
 * and 9), in the life-insurance layout. It runs the life quote machine
 * (src/application/life/life-quote.machine.ts) through `useUseCases('life')`:
 *
 * 1. Seguradora e segurado: the insurer cards (Porto Seguro plus 'Em breve'), the client
 *    (name and WhatsApp phone, optional: kept with the quotation) and the insured's data (birth date, sex, occupation by name or code — default 252 —, income,
 *    smoker); a failed quotation comes back here with the spec point 8 message on top;
 * 2. Coberturas e capitais: the coverages by group (Família, Segurado, Doenças, Renda), each
 *    capital asked only when its coverage is chosen;
 * 3. Declaração de saúde: the questionnaire's yes/no questions;
 * 4. the loading text (3.5 s per message, stays on 'Finalizando...'), then the quotes.
 *
 * The insurer's limits are checked on the step where each value is typed (age on step 1,
 * coverages' ages and capitals on step 2), with the insurer's messages. `?cotacao=<id>`
 * reopens a saved quote of the broker at its result (from 'Minhas cotações').
 *
 * The questions come from the service (GET /questions), in its order and with its
 * dependencies. Choosing a quote stores it (session storage) and opens
 * `/seguro-de-vida/finalizacao/{institution}`. Focus moves to each step's heading.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { askedQuestions, CLIENT_NAME_FIELD, CLIENT_PHONE_FIELD, LIFE_STEP_TITLES, type LifeWizardStep } from '../../../application/life/life-answers';
import { PhoneField } from '../../shared/forms/masked-fields';
import { isLifeInstitution, LIFE_COVERAGE_GROUP_TITLES, LIFE_COVERAGE_GROUPS, LIFE_COVERAGES, LIFE_INSTITUTION_NAMES, type LifeInstitution } from '../../../domain/life/catalog';
import type { LifeQuestion } from '../../../domain/life/questions';
import { Button, Notice, Spinner, TextField } from '../../design-system';
import { useUseCases } from '../../app/services-context';
import type { ScreenProps } from '../../shared/screen';
import { InsurerChoice } from './insurer-choice';
import { LifeQuoteResults } from './life-quote-results';
import { QuestionField } from './question-field';
import * as s from './life-insurance.css';

/** The finalization route of an institution (spec point 2). */
export function lifeFinalizationPath(institution: LifeInstitution): string {
  return `/seguro-de-vida/finalizacao/${institution}`;
}

function institutionOf(pattern: string): LifeInstitution {
  const slug = pattern.split('/').filter(Boolean).pop() ?? '';
  return isLifeInstitution(slug) ? slug : 'porto_seguro';
}

function randomId(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  return cryptoApi?.randomUUID ? cryptoApi.randomUUID() : Math.random().toString(36).slice(2, 14);
}

const STEPS: readonly LifeWizardStep[] = [1, 2, 3, 4];
const SHORT_TITLES: Record<LifeWizardStep, string> = { 1: 'Segurado', 2: 'Coberturas', 3: 'Saúde', 4: 'Resultado' };

/** The wizard's progress: four numbered steps, the current one marked. */
function Stepper({ step }: { step: LifeWizardStep }) {
  return (
    <ol className={s.stepper} aria-label="Etapas da cotação">
      {STEPS.map((number) => (
        <li key={number} className={s.stepItem} aria-current={number === step ? 'step' : undefined} data-done={number < step ? 'true' : undefined}>
          <span className={s.stepBar} aria-hidden="true" />
          <span className={s.stepLabel}>
            {number}. {LIFE_STEP_TITLES[number]}
          </span>
          <span className={s.stepLabelShort} aria-hidden="true">
            {SHORT_TITLES[number]}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The life-insurance quote screen (module note). */
export default function LifeQuoteScreen({ route }: ScreenProps) {
  const life = useUseCases('life');
  const [, navigate] = useLocation();
  const institution = institutionOf(route.pattern);
  const logic = useMemo(() => life.quoteLogic(), [life]);
  // '?cotacao=<id>' (from 'Minhas cotações') reopens that saved quote at its result.
  const reopenQuotationId = new URLSearchParams(useSearch()).get('cotacao');
  const [input] = useState(() => ({ institution, today: life.today(), memberIdPrefix: randomId(), reopenQuotationId }));
  const actor = useActorRef(logic, { input });
  const snapshot = useSelector(actor, (current) => current);
  const { context } = snapshot;
  const stateKey = typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0] ?? '';

  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [stateKey]);

  useEffect(() => {
    if (snapshot.status === 'done') navigate(lifeFinalizationPath(institution));
  }, [snapshot.status, navigate, institution]);

  const questions = context.questionnaire?.questions ?? [];
  const send = actor.send;
  const next = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'wizard.next' });
  };
  const field = (question: LifeQuestion, className?: string) => (
    <div key={question.code} className={className}>
      <QuestionField
        question={question}
        value={context.answers[question.code]}
        error={context.fieldErrors[question.code]}
        professions={context.professions}
        onChange={(value) => send({ type: 'answer.change', code: question.code, value })}
      />
    </div>
  );
  const heading = (text: string) => (
    <h2 ref={headingRef} tabIndex={-1} className={s.panelTitle}>
      {text}
    </h2>
  );

  let body;
  if (stateKey === 'preparing') {
    body = (
      <div className={s.loading}>
        <Spinner size="lg" label="Carregando questionário" />
      </div>
    );
  } else if (stateKey === 'unavailable') {
    body = (
      <section className={s.panel}>
        {heading('Não foi possível começar a cotação')}
        <Notice tone="error">{context.prepareError}</Notice>
        <div>
          <Button icon="refresh" onClick={() => send({ type: 'questionnaire.retry' })}>
            Tentar novamente
          </Button>
        </div>
      </section>
    );
  } else if (stateKey === 'step1') {
    body = (
      <form onSubmit={next} noValidate className={s.screen}>
        <section className={s.panel}>
          {heading(LIFE_STEP_TITLES[1])}
          {context.error ? <Notice tone="error">{context.error}</Notice> : null}
          <InsurerChoice value={institution} />
          <h3 className={s.groupTitle}>Cliente</h3>
          <p className={s.help}>Opcional: a cotação fica salva com o cliente em Minhas cotações, e a proposta e o WhatsApp já começam com estes dados.</p>
          <div className={s.fieldGrid}>
            <TextField
              label="Nome do cliente"
              autoComplete="off"
              maxLength={150}
              value={context.client.name}
              error={context.fieldErrors[CLIENT_NAME_FIELD]}
              onChange={(event) => send({ type: 'client.change', field: 'name', value: event.target.value })}
            />
            <PhoneField
              label="Celular do cliente (WhatsApp)"
              value={context.client.phone}
              error={context.fieldErrors[CLIENT_PHONE_FIELD]}
              onValueChange={(masked) => send({ type: 'client.change', field: 'phone', value: masked })}
            />
          </div>
          <h3 className={s.groupTitle}>Dados do segurado</h3>
          <div className={s.fieldGrid}>
            {askedQuestions(questions, context.answers, 'insured').map((question) =>
              field(question, question.kind === 'profession' || question.kind === 'boolean' ? s.wide : undefined),
            )}
          </div>
        </section>
        <div className={s.actions}>
          <span />
          <Button type="submit">Continuar</Button>
        </div>
      </form>
    );
  } else if (stateKey === 'step2') {
    const asked = askedQuestions(questions, context.answers, 'coverages');
    body = (
      <form onSubmit={next} noValidate className={s.screen}>
        <section className={s.panel}>
          {heading(LIFE_STEP_TITLES[2])}
          {LIFE_COVERAGE_GROUPS.map((group) => {
            const inGroup = asked.filter((question) => question.coverage && LIFE_COVERAGES[question.coverage].group === group);
            if (inGroup.length === 0) return null;
            return (
              <section key={group} className={s.group} aria-label={LIFE_COVERAGE_GROUP_TITLES[group]}>
                <h3 className={s.groupTitle}>{LIFE_COVERAGE_GROUP_TITLES[group]}</h3>
                {inGroup.map((question) => field(question, question.dependsOn || question.kind !== 'boolean' ? s.dependent : s.coverageRow))}
              </section>
            );
          })}
        </section>
        <div className={s.actions}>
          <Button type="button" variant="secondary" icon="arrowLeft" onClick={() => send({ type: 'wizard.previous' })}>
            Voltar
          </Button>
          <Button type="submit">Continuar</Button>
        </div>
      </form>
    );
  } else if (stateKey === 'step3') {
    body = (
      <form onSubmit={next} noValidate className={s.screen}>
        <section className={s.panel}>
          {heading(LIFE_STEP_TITLES[3])}
          <p className={s.help}>Responda com base nas informações do segurado. As respostas fazem parte da proposta.</p>
          {askedQuestions(questions, context.answers, 'questionnaire').map((question) => field(question))}
        </section>
        <div className={s.actions}>
          <Button type="button" variant="secondary" icon="arrowLeft" onClick={() => send({ type: 'wizard.previous' })}>
            Voltar
          </Button>
          <Button type="submit" icon="calculator">
            Cotar seguro
          </Button>
        </div>
      </form>
    );
  } else if (stateKey === 'quoting') {
    body = (
      <section className={s.panel}>
        {heading(LIFE_STEP_TITLES[4])}
        <div className={s.loading}>
          <Spinner size="lg" />
          <p className={s.loadingText} role="status" aria-live="polite">
            {context.loadingMessage}
          </p>
        </div>
      </section>
    );
  } else {
    body = (
      <section className={s.screen} aria-label="Resultado da cotação">
        {heading(`${LIFE_STEP_TITLES[4]}: ${LIFE_INSTITUTION_NAMES[institution]}`)}
        <LifeQuoteResults quotes={context.quotes} busy={stateKey !== 'results'} onChoose={(index) => send({ type: 'quote.choose', index })} />
        <div className={s.actions}>
          <Button type="button" variant="secondary" icon="arrowLeft" onClick={() => send({ type: 'wizard.previous' })}>
            Voltar
          </Button>
          <Button type="button" variant="ghost" icon="refresh" onClick={() => send({ type: 'wizard.restart' })}>
            Nova cotação
          </Button>
        </div>
      </section>
    );
  }

  return (
    <div className={s.screen}>
      <div>
        <h1 className={s.title}>{route.title}</h1>
        <p className={s.subtitle}>
          Cotação {LIFE_INSTITUTION_NAMES[institution]} · Etapa {context.step} de 4
        </p>
      </div>
      {stateKey === 'preparing' || stateKey === 'unavailable' ? null : <Stepper step={context.step} />}
      {body}
    </div>
  );
}
