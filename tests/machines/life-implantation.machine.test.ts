/**
 * The proposal implantation (spec point 4: step 1 → 3 on success), headless, through the life
 * use cases on the fake life service (the contract's rules, as the service): a filled form
 * moves to step 3 with the link; a refused or failed submission stays at step 1 with every
 * value kept, spec point 8's message and the field messages; the draft survives a "reload".
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createLifeUseCases } from '../../src/application/life/use-cases';
import type { ChosenLifeQuote, LifeQuotationResult } from '../../src/application/life/life-quote-gateway';
import { sampleImplantationForm } from '../../src/contract/life-implantation.sample';
import { createFakeLifeQuoteGateway } from '../../src/infrastructure/fake/life-quote.fake';
import { createMemoryKeyValueStore } from '../../src/infrastructure/key-value-store';
import { createStoredChosenLifeQuoteStore } from '../../src/infrastructure/life-chosen-quote.storage';

const clock = { now: () => new Date('2026-06-15T15:00:00Z') };
const ANSWERS = {
  DATA_NASCIMENTO: '1991-01-01',
  SEXO: 'M',
  PROFISSAO: '252',
  RENDA_MENSAL_CENTS: 10_000_00,
  FUMANTE: false,
  CAPITAL_MORTE_CENTS: 100_000_00,
  ASSISTENCIA_FUNERAL: true,
  CAPITAL_ASSISTENCIA_FUNERAL_CENTS: 5_000_00,
  DPS_DOENCA_GRAVE: false,
  DPS_INTERNACAO: false,
  DPS_AFASTAMENTO: false,
  DPS_ESPORTE_RISCO: false,
};

async function arrange() {
  const storage = createMemoryKeyValueStore();
  const fake = createFakeLifeQuoteGateway({ clock });
  const chosenLifeQuotes = createStoredChosenLifeQuoteStore(storage);
  const life = createLifeUseCases({ lifeQuote: fake, chosenLifeQuotes, clock });
  const accepted = await fake.requestQuotation('porto_seguro', { memberId: 'm-1', answers: ANSWERS });
  if (!accepted.ok) throw new Error('quotation refused');
  const result = await new Promise<LifeQuotationResult>((resolve) => {
    const stop = fake.subscribeResults('porto_seguro', (event) => {
      if (event.kind !== 'result') return;
      stop();
      resolve(event.result);
    });
  });
  if (result.kind !== 'quoted') throw new Error('not quoted');
  const choice: ChosenLifeQuote = { institution: 'porto_seguro', quotationId: result.quotationId, quote: result.quotes[0]!, answers: ANSWERS };
  chosenLifeQuotes.save(choice);
  const start = () => createActor(life.implantationLogic(), { input: { institution: 'porto_seguro', choice, draft: life.implantationDraft(choice) } }).start();
  return { fake, life, choice, start, storage };
}

describe('editing (step 1)', () => {
  it('starts at step 1 with the insured’s birth date and age from the quote', async () => {
    const { start } = await arrange();
    const actor = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.step).toBe(1);
    expect(actor.getSnapshot().context.values).toMatchObject({ birth_date: '1991-01-01', age: 35, country: 'BR' });
  });

  it('keeps what is typed in the draft: a new actor (a reload) starts with it and the same implantation id', async () => {
    const { start } = await arrange();
    const first = start();
    const values = { ...sampleImplantationForm(), name: 'Rascunho Guardado' };
    first.send({ type: 'implantation.change', values });
    const reloaded = start();
    expect(reloaded.getSnapshot().context.values.name).toBe('Rascunho Guardado');
    expect(reloaded.getSnapshot().context.implantationId).toBe(first.getSnapshot().context.implantationId);
  });
});

describe('submitting', () => {
  it('moves to step 3 with the link and the success message (spec points 4 and 8)', async () => {
    const { start, fake } = await arrange();
    const actor = start();
    actor.send({ type: 'implantation.submit', values: sampleImplantationForm() });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.matches('done'));
    expect(done.context.step).toBe(3);
    expect(done.context.notice).toBe('Formulário enviado com sucesso!');
    expect(done.context.link?.url).toContain('/seguro-de-vida/proposta/');
    const sent = fake.proposals.get(done.context.implantationId);
    expect(sent?.proposal).toMatchObject({ cpf: '52998224725', address: { cep: [1310, 100] }, payment: { method: 'debito_em_conta', installments: 3, interval_days: 30, company_code: 1 } });
    // A reload of step 3 shows the link again.
    expect(start().getSnapshot().value).toBe('done');
  });

  it('a refused submission stays at step 1 with every value kept and the messages at the fields', async () => {
    const { start } = await arrange();
    const actor = start();
    const values = sampleImplantationForm();
    values.pep.status = 'RelacionamentoProximo';
    actor.send({ type: 'implantation.submit', values });
    const back = await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(back.context.step).toBe(1);
    expect(back.context.error).toBe('Erro ao enviar formulário, por favor tente novamente!');
    expect(back.context.fieldErrors['pep.related_person.name']).toEqual(['Este campo é obrigatório.']);
    expect(back.context.values).toEqual(values);
  });

  it('a failure of the service stays at step 1 with the values and the failure message; sending again succeeds', async () => {
    const { start, fake } = await arrange();
    const actor = start();
    fake.failNextWith({ kind: 'unavailable', message: 'fora do ar' });
    actor.send({ type: 'implantation.submit', values: sampleImplantationForm() });
    const back = await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(back.context.error).toBe('Erro ao enviar formulário, por favor tente novamente!');
    expect(back.context.values.name).toBe('João da Silva');
    actor.send({ type: 'implantation.submit', values: back.context.values });
    expect((await waitFor(actor, (s) => s.matches('done'))).context.step).toBe(3);
  });
});

describe('done (step 3)', () => {
  it('editing again and resending with the same implantation id replaces the link', async () => {
    const { start, life, choice } = await arrange();
    const actor = start();
    actor.send({ type: 'implantation.submit', values: sampleImplantationForm() });
    const first = (await waitFor(actor, (s) => s.matches('done'))).context.link!;
    actor.send({ type: 'implantation.edit' });
    expect(actor.getSnapshot().context.step).toBe(1);
    actor.send({ type: 'implantation.submit', values: { ...sampleImplantationForm(), name: 'João Novo' } });
    const second = (await waitFor(actor, (s) => s.matches('done'))).context.link!;
    expect(second.url).not.toBe(first.url);
    const token = (url: string) => url.split('/').pop()!;
    expect((await life.sharedProposal('porto_seguro', token(first.url))).ok).toBe(false);
    const shared = await life.sharedProposal('porto_seguro', token(second.url));
    expect(shared.ok && shared.value.summary.name).toBe('João Novo');
    expect(shared.ok && shared.value.summary.quoteNumber).toBe(choice.quote.details.quoteNumber);
  });
});
