import { describe, expect, it } from 'vitest';
import { dismissAlert, isShowableAlertMessage, pushAlert, type Alert } from './alerts';
import { findRoute, pageTitle } from './app-routes';
import { errorPageContent } from './error-page';
import { isSessionEnding } from './session';
import { firstName, isPrincipalUser } from './user';

describe('alerts', () => {
  const alert = (id: number, message: string): Alert => ({ id, kind: 'info', message, persistent: false });
  it("never shows 'erro_de_requisicao' nor empty messages", () => {
    expect(isShowableAlertMessage('erro_de_requisicao')).toBe(false);
    expect(isShowableAlertMessage('  ')).toBe(false);
    expect(pushAlert([], alert(1, 'erro_de_requisicao'))).toEqual([]);
    expect(pushAlert([], alert(1, 'Usuário adicionado com sucesso!'))).toHaveLength(1);
  });
  it('dismisses by id', () => {
    expect(dismissAlert([alert(1, 'a'), alert(2, 'b')], 1)).toEqual([alert(2, 'b')]);
  });
});

describe('error page texts (spec point 8)', () => {
  it.each([
    [400, 'Página Não Encontrada'],
    [404, 'Página Não Encontrada'],
    [403, 'Forbidden'],
    [500, 'Ops! Tivemos um erro ao processar sua requisição'],
    [502, 'Ops! Tivemos um erro ao processar sua requisição'],
    [503, 'Ops! Tivemos um erro ao processar sua requisição'],
  ])('%i → %s', (status, title) => {
    expect(errorPageContent(status).title).toBe(title);
  });
  it("says 'This page could not be found' for 404 and 'Erro Inesperado' for 5xx", () => {
    expect(errorPageContent(404).type).toBe('This page could not be found');
    expect(errorPageContent(503).type).toBe('Erro Inesperado');
    expect(errorPageContent(500).text).toBe('Por favor, tente novamente em alguns minutos');
  });
});

describe('session-ending statuses (spec point 8)', () => {
  it.each([401, 403, 407, 419, 498, 511])('%i ends the session', (s) => expect(isSessionEnding(s)).toBe(true));
  it.each([200, 400, 404, 409, 429, 500])('%i does not', (s) => expect(isSessionEnding(s)).toBe(false));
});

describe('routes', () => {
  it('matches optional parameters and trailing slashes', () => {
    expect(findRoute('/comparacao-pdf')?.id).toBe('comparison-pdf');
    expect(findRoute('/comparacao-pdf/0b7c')?.id).toBe('comparison-pdf');
    expect(findRoute('/instituicoes/hapvida/')?.id).toBe('institutions');
    expect(findRoute('/cotacao?tipo=PJ')?.id).toBe('quotation');
    expect(findRoute('/comparacao-pdf/a/b')).toBeNull();
    expect(findRoute('/nao-existe')).toBeNull();
  });
  it('builds the title template', () => {
    expect(pageTitle('Cotação')).toBe('Cotador de Planos de Saúde | Cotação');
  });
});

describe('user', () => {
  it('the principal user has principal_user_id equal to its id', () => {
    expect(isPrincipalUser({ id: 2, principalUserId: 2 })).toBe(true);
    expect(isPrincipalUser({ id: 3, principalUserId: 2 })).toBe(false);
  });
  it('greets by first name', () => {
    expect(firstName({ name: '  Carla Mendes ', username: 'c' })).toBe('Carla');
    expect(firstName({ name: '', username: 'corretor' })).toBe('corretor');
  });
});

import { shouldReloadAfterChunkError } from './chunk-reload';

describe('stale chunk reload (spec point 8)', () => {
  it.each([
    [null, 1_000, true],
    [0, 59_999, false],
    [0, 60_000, true],
    [100_000, 50_000, true],
  ] as const)('last %s, now %i → %s', (last, now, expected) => {
    expect(shouldReloadAfterChunkError(last, now)).toBe(expected);
  });
});
