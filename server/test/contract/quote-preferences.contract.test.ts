/**
 * Contract scenarios of the LastQuoteStore port: on the fake back end and on the real server, the same answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractBackends, PASSWORD, type StartedBackend } from './backends';

describe.each(contractBackends())('quote preferences contract — $name', (backend) => {
  let started: StartedBackend;
  beforeAll(async () => {
    started = await backend.start();
  });
  afterAll(() => started.close());

  const login = async (username: string) => {
    await started.services.auth.logout();
    expect(await started.services.auth.login({ username, password: PASSWORD })).toEqual({ ok: true, value: undefined });
  };

  it('has nothing for a broker who never quoted', async () => {
    await login('corretor');
    expect(await started.services.lastQuote.read()).toEqual({ ok: true, value: null });
  });

  it('remembers the last quote (type, state, city) per user, replacing the previous one', async () => {
    await login('corretor');
    expect(await started.services.lastQuote.write({ type: 'PF', stateId: 17, city: null })).toEqual({ ok: true, value: { type: 'PF', stateId: 17, city: null } });
    expect(await started.services.lastQuote.write({ type: 'CP', stateId: 26, city: 'Campinas' })).toEqual({
      ok: true,
      value: { type: 'CP', stateId: 26, city: 'Campinas' },
    });
    expect(await started.services.lastQuote.read()).toEqual({ ok: true, value: { type: 'CP', stateId: 26, city: 'Campinas' } });
    await login('gestor');
    expect(await started.services.lastQuote.read()).toEqual({ ok: true, value: null });
    await login('corretor');
    expect(await started.services.lastQuote.read()).toEqual({ ok: true, value: { type: 'CP', stateId: 26, city: 'Campinas' } });
  });

  it('refuses a state outside 1–27 on its field, in Portuguese', async () => {
    await login('corretor');
    expect(await started.services.lastQuote.write({ type: 'PJ', stateId: 28, city: null })).toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'Estado inválido.', fields: { 'last_quote.state_id': ['Estado inválido.'] } },
    });
  });
});
