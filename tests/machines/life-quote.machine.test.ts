/**
 * The life-insurance wizard, headless, on the fake life service (same quote engine as the
 * service): numbered steps with next/previous, the loading text on a SimulatedClock, every
 * error of spec point 8 back at step 1 with its exact message, and the chosen quote kept.
 * One describe per state.
 */
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, waitFor } from 'xstate';
import { LIFE_FORM_MESSAGES } from '../../src/application/life/life-answers';
import {
  LIFE_LOADING_MESSAGES,
  LIFE_LOADING_MESSAGE_INTERVAL_MS,
  LIFE_RESULT_TIMEOUT_MS,
  createLifeQuoteLogic,
} from '../../src/application/life/life-quote.machine';
import { LIFE_FIELD_MESSAGES, LIFE_QUOTE_ERROR_MESSAGES } from '../../src/contract/life';
import { acceptanceRefusals, quoteLife } from '../../src/domain/life';
import { createFakeLifeQuoteGateway, type FakeQuotationIds } from '../../src/infrastructure/fake/life-quote.fake';
import { createMemoryKeyValueStore } from '../../src/infrastructure/key-value-store';
import { createStoredChosenLifeQuoteStore } from '../../src/infrastructure/life-chosen-quote.storage';

const TODAY = '2025-03-10';
const clock = { now: () => new Date('2025-03-10T12:00:00Z') };

function arrange(options: { resultDelayMs?: number | null; clock?: SimulatedClock } = {}) {
  const fake = createFakeLifeQuoteGateway({ clock, resultDelayMs: options.resultDelayMs === undefined ? 0 : options.resultDelayMs });
  const chosenQuotes = createStoredChosenLifeQuoteStore(createMemoryKeyValueStore());
  const actor = createActor(createLifeQuoteLogic({ gateway: fake, chosenQuotes }), {
    input: { institution: 'porto_seguro', today: TODAY, memberIdPrefix: 'm' },
    ...(options.clock ? { clock: options.clock } : {}),
  }).start();
  return { actor, fake, chosenQuotes };
}

const NO_DPS = { DPS_DOENCA_GRAVE: false, DPS_INTERNACAO: false, DPS_AFASTAMENTO: false, DPS_ESPORTE_RISCO: false };

type LifeActor = ReturnType<typeof arrange>['actor'];

const answer = (actor: LifeActor, code: string, value: string | number | boolean | undefined) => actor.send({ type: 'answer.change', code, value });

/** A 35-year-old man (born 15/01/1990), R$ 10 mil a month, death R$ 100 mil (default) and funeral R$ 5 mil (default). */
async function fillInsured(actor: LifeActor, birthDate = '1990-01-15') {
  await waitFor(actor, (s) => s.matches('step1'));
  answer(actor, 'DATA_NASCIMENTO', birthDate);
  answer(actor, 'SEXO', 'M');
  answer(actor, 'RENDA_MENSAL_CENTS', 10_000_00);
  actor.send({ type: 'wizard.next' });
}

function fillCoverages(actor: LifeActor) {
  answer(actor, 'ASSISTENCIA_FUNERAL', true);
  actor.send({ type: 'wizard.next' });
}

function fillHealth(actor: LifeActor) {
  for (const code of ['DPS_DOENCA_GRAVE', 'DPS_INTERNACAO', 'DPS_AFASTAMENTO', 'DPS_ESPORTE_RISCO']) answer(actor, code, false);
  actor.send({ type: 'wizard.next' });
}

async function quote(actor: LifeActor, birthDate?: string) {
  await fillInsured(actor, birthDate);
  fillCoverages(actor);
  fillHealth(actor);
}

/** What the domain engine gives for the case above (the fake numbers its first quote 000001). */
function expectedQuote(birthDate = '1990-01-15') {
  const outcome = quoteLife(
    {
      memberId: 'm-1',
      birthDate,
      sex: 'M',
      professionCode: '252',
      professionTitle: 'Profissionais de organização e administração de empresas e afins',
      monthlyIncomeCents: 10_000_00,
      smoker: false,
      capitals: { MORTE: 100_000_00, ASSISTENCIA_FUNERAL: 5_000_00 },
      dps: { DPS_DOENCA_GRAVE: false, DPS_INTERNACAO: false, DPS_AFASTAMENTO: false, DPS_ESPORTE_RISCO: false },
    },
    { today: TODAY, quoteNumber: 'PSV-2025-000001' },
  );
  if (outcome.kind !== 'quoted') throw new Error('expected a quote');
  return outcome.quote;
}

const result = (ids: FakeQuotationIds, rest: Record<string, unknown>) => ({ type: 'quotation_result', quotation_id: ids.quotationId, member_id: ids.memberId, company: ids.company, ...rest });

describe('life quote machine', () => {
  describe('preparing', () => {
    it('loads the questionnaire and the occupations, then starts at step 1 with the defaults', async () => {
      const { actor } = arrange();
      const snapshot = await waitFor(actor, (s) => s.matches('step1'));
      expect(snapshot.context.step).toBe(1);
      expect(snapshot.context.answers).toMatchObject({ PROFISSAO: '252', MORTE: true, CAPITAL_MORTE_CENTS: 100_000_00, FUMANTE: false, ASSISTENCIA_FUNERAL: false });
      expect(snapshot.context.professions.some((p) => p.code === '252')).toBe(true);
      expect(snapshot.context.questionnaire?.questions.length).toBeGreaterThan(10);
    });

    it('says why when the service cannot be reached, and tries again', async () => {
      const fake = createFakeLifeQuoteGateway({ clock });
      fake.failNextWith({ kind: 'unavailable', message: 'Não foi possível conectar ao servidor.' });
      const actor = createActor(createLifeQuoteLogic({ gateway: fake, chosenQuotes: createStoredChosenLifeQuoteStore(createMemoryKeyValueStore()) }), {
        input: { institution: 'porto_seguro', today: TODAY, memberIdPrefix: 'm' },
      }).start();
      const failed = await waitFor(actor, (s) => s.matches('unavailable'));
      expect(failed.context.prepareError).toBe('Não foi possível conectar ao servidor.');
      actor.send({ type: 'questionnaire.retry' });
      await waitFor(actor, (s) => s.matches('step1'));
    });
  });

  describe('step1', () => {
    it('stays with the messages of the missing answers', async () => {
      const { actor } = arrange();
      await waitFor(actor, (s) => s.matches('step1'));
      actor.send({ type: 'wizard.next' });
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toBe('step1');
      expect(snapshot.context.fieldErrors).toEqual({
        DATA_NASCIMENTO: LIFE_FORM_MESSAGES.required,
        SEXO: LIFE_FORM_MESSAGES.required,
        RENDA_MENSAL_CENTS: LIFE_FORM_MESSAGES.required,
      });
    });

    it('checks dates, amounts and occupations, and clears a message when its answer changes', async () => {
      const { actor } = arrange();
      await waitFor(actor, (s) => s.matches('step1'));
      answer(actor, 'DATA_NASCIMENTO', '31/02/1990');
      answer(actor, 'SEXO', 'F');
      answer(actor, 'PROFISSAO', '999');
      answer(actor, 'RENDA_MENSAL_CENTS', 50);
      actor.send({ type: 'wizard.next' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({
        DATA_NASCIMENTO: LIFE_FORM_MESSAGES.date,
        PROFISSAO: LIFE_FORM_MESSAGES.professionUnknown,
        RENDA_MENSAL_CENTS: LIFE_FIELD_MESSAGES.between(100_00, 100_000_000_00),
      });
      answer(actor, 'DATA_NASCIMENTO', '2030-01-01');
      expect(actor.getSnapshot().context.fieldErrors.DATA_NASCIMENTO).toBeUndefined();
      actor.send({ type: 'wizard.next' });
      expect(actor.getSnapshot().context.fieldErrors.DATA_NASCIMENTO).toBe(LIFE_FORM_MESSAGES.futureDate);
    });

    it("stops an insured over the age limit on this step, with the insurer's message on the birth date", async () => {
      const { actor, fake } = arrange();
      await fillInsured(actor, '1950-01-01');
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toBe('step1');
      const [refusal] = acceptanceRefusals({ age: 75, monthlyIncomeCents: 10_000_00, capitals: { MORTE: 100_000_00 }, dps: NO_DPS });
      expect(snapshot.context.fieldErrors).toEqual({ DATA_NASCIMENTO: refusal!.representativeMessage });
      expect(fake.calls).not.toContain('requestQuotation');
      answer(actor, 'DATA_NASCIMENTO', '1956-01-01');
      actor.send({ type: 'wizard.next' });
      expect(actor.getSnapshot().value).toBe('step2');
    });
  });

  describe('step2 limits', () => {
    it("stops a coverage beyond the insurer's limits on this step, each message on its field", async () => {
      const { actor } = arrange();
      await fillInsured(actor, '1964-01-01');
      answer(actor, 'DOENCAS_GRAVES', true);
      answer(actor, 'CAPITAL_DOENCAS_GRAVES_CENTS', 50_000_00);
      answer(actor, 'CAPITAL_MORTE_CENTS', 3_000_000_00);
      actor.send({ type: 'wizard.next' });
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toBe('step2');
      expect(snapshot.context.fieldErrors).toEqual({
        DOENCAS_GRAVES: 'Doenças graves: contratação até 60 anos completos (o segurado tem 61 anos).',
        CAPITAL_MORTE_CENTS: 'Capital de morte acima do limite para a renda informada: até R$ 2.000.000,00 (200 vezes a renda mensal).',
      });
      answer(actor, 'DOENCAS_GRAVES', false);
      answer(actor, 'CAPITAL_MORTE_CENTS', 2_000_000_00);
      actor.send({ type: 'wizard.next' });
      expect(actor.getSnapshot().value).toBe('step3');
    });
  });

  describe('step2', () => {
    it('moves forward and back, numbering the steps', async () => {
      const { actor } = arrange();
      await fillInsured(actor);
      expect(actor.getSnapshot().context.step).toBe(2);
      actor.send({ type: 'wizard.previous' });
      expect(actor.getSnapshot().context.step).toBe(1);
      actor.send({ type: 'wizard.next' });
      expect(actor.getSnapshot().value).toBe('step2');
    });

    it('asks a capital only for a chosen coverage, within its limits', async () => {
      const { actor } = arrange();
      await fillInsured(actor);
      answer(actor, 'IPA', true);
      actor.send({ type: 'wizard.next' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ CAPITAL_IPA_CENTS: LIFE_FORM_MESSAGES.required });
      answer(actor, 'CAPITAL_IPA_CENTS', 1_000_00);
      actor.send({ type: 'wizard.next' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ CAPITAL_IPA_CENTS: LIFE_FIELD_MESSAGES.between(30_000_00, 10_000_000_00) });
      answer(actor, 'IPA', false);
      actor.send({ type: 'wizard.next' });
      expect(actor.getSnapshot().value).toBe('step3');
    });
  });

  describe('step3', () => {
    it('requires every health question, goes back to step 2, then quotes at step 4', async () => {
      const { actor } = arrange({ resultDelayMs: null });
      await fillInsured(actor);
      fillCoverages(actor);
      actor.send({ type: 'wizard.next' });
      expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual(['DPS_DOENCA_GRAVE', 'DPS_INTERNACAO', 'DPS_AFASTAMENTO', 'DPS_ESPORTE_RISCO']);
      actor.send({ type: 'wizard.previous' });
      expect(actor.getSnapshot().value).toBe('step2');
      actor.send({ type: 'wizard.next' });
      fillHealth(actor);
      const snapshot = actor.getSnapshot();
      expect(snapshot.matches('quoting')).toBe(true);
      expect(snapshot.context.step).toBe(4);
      expect(snapshot.hasTag('busy')).toBe(true);
    });
  });

  describe('quoting', () => {
    it('cycles the loading text every 3.5 s and stays on the last (spec point 4)', async () => {
      const simulated = new SimulatedClock();
      const { actor, fake } = arrange({ resultDelayMs: null, clock: simulated });
      await quote(actor);
      expect(actor.getSnapshot().context.loadingMessage).toBe('Gerando produtos...');
      simulated.increment(LIFE_LOADING_MESSAGE_INTERVAL_MS - 1);
      expect(actor.getSnapshot().context.loadingMessage).toBe('Gerando produtos...');
      simulated.increment(1);
      expect(actor.getSnapshot().context.loadingMessage).toBe('Verificando prêmio...');
      simulated.increment(LIFE_LOADING_MESSAGE_INTERVAL_MS);
      expect(actor.getSnapshot().context.loadingMessage).toBe('Finalizando...');
      simulated.increment(LIFE_LOADING_MESSAGE_INTERVAL_MS * 4);
      expect(actor.getSnapshot().context.loadingMessage).toBe('Finalizando...');
      expect(LIFE_LOADING_MESSAGES).toEqual(['Gerando produtos...', 'Verificando prêmio...', 'Finalizando...']);

      await waitFor(actor, (s) => s.matches({ quoting: { request: 'awaiting' } }));
      fake.releaseResults();
      const done = await waitFor(actor, (s) => s.matches('results'));
      expect(done.context.loadingMessage).toBeNull();
    });

    it('sends the answers asked, keyed by lower-cased code, and shows the quote the engine gives', async () => {
      const { actor, fake } = arrange();
      await quote(actor);
      const snapshot = await waitFor(actor, (s) => s.matches('results'));
      expect(fake.requests[0]).toEqual({
        member_id: 'm-1',
        data_nascimento: '1990-01-15',
        sexo: 'M',
        profissao: '252',
        renda_mensal_cents: 10_000_00,
        fumante: false,
        morte: true,
        capital_morte_cents: 100_000_00,
        morte_acidental: false,
        ipa: false,
        doencas_graves: false,
        dit: false,
        dih: false,
        assistencia_funeral: true,
        capital_assistencia_funeral_cents: 5_000_00,
        conjuge: false,
        dps_doenca_grave: false,
        dps_internacao: false,
        dps_afastamento: false,
        dps_esporte_risco: false,
      });
      const expected = expectedQuote();
      expect(snapshot.context.step).toBe(4);
      expect(snapshot.context.quotes).toEqual([expected]);
      expect(snapshot.context.quotes[0]!.monthlyPriceCents).toBe(Math.round(expected.yearlyPremiumCents / 12));
    });

    const errorCases: Array<[string, (ids: FakeQuotationIds) => unknown, string]> = [
      ['an error without a message', (ids) => result(ids, { status: 'error', message: '' }), LIFE_QUOTE_ERROR_MESSAGES.empty],
      ["the server's message", (ids) => result(ids, { status: 'error', message: 'Sistema da seguradora em manutenção.' }), 'Sistema da seguradora em manutenção.'],
      [
        "the first refusal's representative message",
        (ids) =>
          result(ids, {
            status: 'refused',
            refusals: [
              { code: 'capital_renda', representative_message: 'Capital de morte acima do limite para a renda informada.' },
              { code: 'dps_doenca_grave', representative_message: 'Declaração de saúde: exige análise médica.' },
            ],
          }),
        'Capital de morte acima do limite para a renda informada.',
      ],
      ['an empty list', (ids) => result(ids, { status: 'quoted', quotes: [] }), LIFE_QUOTE_ERROR_MESSAGES.noQuotes],
      ['a result that does not parse', (ids) => result(ids, { status: 'quoted', quotes: [{ title: 42 }] }), LIFE_QUOTE_ERROR_MESSAGES.parse],
      ['a message without ids that does not parse', () => 'oops', LIFE_QUOTE_ERROR_MESSAGES.parse],
    ];

    it.each(errorCases)('returns to step 1 on %s with the spec message', async (_name, make, message) => {
      const { actor, fake } = arrange();
      fake.answerNextQuotationWith(make);
      await quote(actor);
      const snapshot = await waitFor(actor, (s) => s.matches('step1'));
      expect(snapshot.context.error).toBe(message);
      expect(snapshot.context.step).toBe(1);
      expect(snapshot.context.loadingMessage).toBeNull();
      expect(snapshot.context.answers.DATA_NASCIMENTO).toBe('1990-01-15');
    });

    it("returns to step 1 with the engine's refusal of the health declaration", async () => {
      const { actor } = arrange();
      await fillInsured(actor);
      fillCoverages(actor);
      for (const code of ['DPS_INTERNACAO', 'DPS_AFASTAMENTO', 'DPS_ESPORTE_RISCO']) answer(actor, code, false);
      answer(actor, 'DPS_DOENCA_GRAVE', true);
      actor.send({ type: 'wizard.next' });
      const snapshot = await waitFor(actor, (s) => s.matches('step1'));
      const [refusal] = acceptanceRefusals({ age: 35, monthlyIncomeCents: 10_000_00, capitals: { MORTE: 100_000_00 }, dps: { ...NO_DPS, DPS_DOENCA_GRAVE: true } });
      expect(snapshot.context.error).toBe(refusal!.representativeMessage);
      expect(snapshot.context.error).toContain('Declaração de saúde');
    });

    it("returns to step 1 with the server's message when the quotation is refused (400)", async () => {
      const { actor, fake } = arrange();
      fake.failNextWith({ kind: 'rejected', message: LIFE_FIELD_MESSAGES.professionUnknown });
      await fillInsured(actor);
      fillCoverages(actor);
      fillHealth(actor);
      const snapshot = await waitFor(actor, (s) => s.matches('step1'));
      expect(snapshot.context.error).toBe(LIFE_FIELD_MESSAGES.professionUnknown);
    });

    it('returns to step 1 when the results channel refuses the subscription', async () => {
      const { actor, fake } = arrange();
      fake.rejectSubscriptions();
      await quote(actor);
      expect((await waitFor(actor, (s) => s.matches('step1'))).context.error).toBe(LIFE_QUOTE_ERROR_MESSAGES.empty);
    });

    it('returns to step 1 when no result arrives in time', async () => {
      const simulated = new SimulatedClock();
      const { actor } = arrange({ resultDelayMs: null, clock: simulated });
      await quote(actor);
      await waitFor(actor, (s) => s.matches({ quoting: { request: 'awaiting' } }));
      simulated.increment(LIFE_RESULT_TIMEOUT_MS);
      expect(actor.getSnapshot().value).toBe('step1');
      expect(actor.getSnapshot().context.error).toBe(LIFE_QUOTE_ERROR_MESSAGES.empty);
    });

    it("ignores another quotation's result and keeps waiting for its own", async () => {
      const { actor, fake } = arrange({ resultDelayMs: null });
      fake.answerNextQuotationWith((ids) => result({ ...ids, memberId: 'someone-else', quotationId: 'other' }, { status: 'error', message: 'não é meu' }));
      await quote(actor);
      await waitFor(actor, (s) => s.matches({ quoting: { request: 'awaiting' } }));
      fake.releaseResults();
      expect(fake.pendingResults()).toBe(0);
      expect(actor.getSnapshot().matches('quoting')).toBe(true);
      expect(actor.getSnapshot().context.error).toBeNull();
    });

    it('clears the step-1 message once the broker moves forward again, and numbers the next member', async () => {
      const { actor, fake } = arrange();
      fake.answerNextQuotationWith((ids) => result(ids, { status: 'quoted', quotes: [] }));
      await quote(actor);
      await waitFor(actor, (s) => s.matches('step1'));
      actor.send({ type: 'wizard.next' });
      expect(actor.getSnapshot().context.error).toBeNull();
      fillCoverages(actor);
      fillHealth(actor);
      const snapshot = await waitFor(actor, (s) => s.matches('results'));
      expect(snapshot.context.memberId).toBe('m-2');
    });
  });

  describe('results', () => {
    it('keeps the chosen quote for the finalization page and finishes with it', async () => {
      const { actor, chosenQuotes } = arrange();
      await quote(actor);
      await waitFor(actor, (s) => s.matches('results'));
      actor.send({ type: 'quote.choose', index: 5 });
      expect(actor.getSnapshot().value).toBe('results');
      actor.send({ type: 'quote.choose', index: 0 });
      const done = await waitFor(actor, (s) => s.status === 'done');
      const stored = chosenQuotes.read('porto_seguro');
      expect(stored).toEqual(done.output);
      expect(stored?.quote.monthlyPriceCents).toBe(expectedQuote().monthlyPriceCents);
      expect(stored?.quotationId).toBe('00000000-0000-4000-8000-000000000001');
      expect(stored?.answers).toMatchObject({ DATA_NASCIMENTO: '1990-01-15', ASSISTENCIA_FUNERAL: true });
    });

    it('goes back to the questionnaire or starts over at step 1, answers kept', async () => {
      const { actor } = arrange();
      await quote(actor);
      await waitFor(actor, (s) => s.matches('results'));
      actor.send({ type: 'wizard.previous' });
      expect(actor.getSnapshot().value).toBe('step3');
      actor.send({ type: 'wizard.next' });
      await waitFor(actor, (s) => s.matches('results'));
      actor.send({ type: 'wizard.restart' });
      expect(actor.getSnapshot().value).toBe('step1');
      expect(actor.getSnapshot().context.answers.SEXO).toBe('M');
    });
  });

  describe('the client and reopening a saved quote', () => {
    it('sends the client typed on step 1 with the quotation and keeps it with the chosen quote; a bad phone stops step 1', async () => {
      const { actor, fake, chosenQuotes } = arrange();
      await waitFor(actor, (s) => s.matches('step1'));
      actor.send({ type: 'client.change', field: 'name', value: 'Ana Souza' });
      actor.send({ type: 'client.change', field: 'phone', value: '(11) 9876' });
      await fillInsured(actor);
      expect(actor.getSnapshot().value).toBe('step1');
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ CLIENTE_TELEFONE: 'Telefone inválido. Informe o DDD e o número.' });
      actor.send({ type: 'client.change', field: 'phone', value: '(11) 98765-4321' });
      actor.send({ type: 'wizard.next' });
      fillCoverages(actor);
      fillHealth(actor);
      await waitFor(actor, (s) => s.matches('results'));
      expect(fake.requests[0]).toMatchObject({ client: { name: 'Ana Souza', phone: '11987654321' } });
      actor.send({ type: 'quote.choose', index: 0 });
      await waitFor(actor, (s) => s.status === 'done');
      expect(chosenQuotes.read('porto_seguro')?.client).toEqual({ name: 'Ana Souza', phone: '11987654321' });
    });

    it('opens a saved quote of the broker at its result, with its answers and client; an unknown one starts at step 1 with the message', async () => {
      const { actor, fake } = arrange();
      await waitFor(actor, (s) => s.matches('step1'));
      actor.send({ type: 'client.change', field: 'name', value: 'Ana Souza' });
      await quote(actor);
      const first = await waitFor(actor, (s) => s.matches('results'));
      const chosenQuotes = createStoredChosenLifeQuoteStore(createMemoryKeyValueStore());
      const reopened = createActor(createLifeQuoteLogic({ gateway: fake, chosenQuotes }), {
        input: { institution: 'porto_seguro', today: TODAY, memberIdPrefix: 'n', reopenQuotationId: first.context.quotationId },
      }).start();
      const shown = await waitFor(reopened, (s) => s.matches('results'));
      expect(shown.context.step).toBe(4);
      expect(shown.context.quotes).toEqual(first.context.quotes);
      expect(shown.context.client.name).toBe('Ana Souza');
      expect(shown.context.answers).toMatchObject({ DATA_NASCIMENTO: '1990-01-15', ASSISTENCIA_FUNERAL: true, RENDA_MENSAL_CENTS: 10_000_00 });

      const unknown = createActor(createLifeQuoteLogic({ gateway: fake, chosenQuotes }), {
        input: { institution: 'porto_seguro', today: TODAY, memberIdPrefix: 'o', reopenQuotationId: '00000000-0000-4000-8000-999999999999' },
      }).start();
      const fresh = await waitFor(unknown, (s) => s.matches('step1'));
      expect(fresh.context.error).toBe('Cotação não encontrada.');
    });
  });
});
