import { describe, expect, it } from 'vitest';
import { failureOf, fieldErrorsOf, messageOf } from './remote-call';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('DRF error bodies', () => {
  it('keeps flat field errors as they are', () => {
    expect(fieldErrorsOf({ email: ['Utilize um e-mail válido'] })).toEqual({ email: ['Utilize um e-mail válido'] });
  });

  it("flattens a nested serializer's errors under dotted paths (the saved quotation's `data`)", () => {
    const body = { data: { plans: ['Selecione ao menos um plano.'], lives: [{}, { age: ['Idade inválida.'] }] } };
    expect(fieldErrorsOf(body)).toEqual({ 'data.plans': ['Selecione ao menos um plano.'], 'data.lives.1.age': ['Idade inválida.'] });
  });

  it('a nested 400 reaches the screen with its own sentence, not the generic one', async () => {
    const failure = await failureOf(json(400, { data: { plans: ['Selecione ao menos um plano.'] } }));
    expect(failure).toEqual({ kind: 'rejected', message: 'Selecione ao menos um plano.', fields: { 'data.plans': ['Selecione ao menos um plano.'] } });
  });

  it('prefers `error`, then `detail`, to any field message', () => {
    expect(messageOf({ detail: 'Não encontrado.', name: ['x'] })).toBe('Não encontrado.');
    expect(messageOf({ error: 'Falhou.', detail: 'y' })).toBe('Falhou.');
    expect(messageOf({ code: 'subscription_blocked' })).toBeUndefined();
  });
});
