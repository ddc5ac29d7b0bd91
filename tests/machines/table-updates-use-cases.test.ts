/** The table-updates use cases over the fake back end: the calendar's two tables, the dashboard cards, the change text. */
import { describe, expect, it } from 'vitest';
import { createFakeAuthGateway } from '../../src/infrastructure/fake/auth-gateway.fake';
import { DEMO_PASSWORD } from '../../src/infrastructure/fake/demo-users';
import { createFakeTableUpdates } from '../../src/infrastructure/fake/table-updates.fake';
import { createMemoryKeyValueStore } from '../../src/infrastructure/key-value-store';
import { createStoredTokenStore } from '../../src/infrastructure/token-store.storage';
import { replacedTableText } from '../../src/domain/proposal/saved-quotation';
import { changeText, createTableUpdatesUseCases } from '../../src/application/table-updates/use-cases';
import type { OperatorImportGateway } from '../../src/application/table-updates/operator-import-gateway';
import { OPERATOR_IMPORT_MESSAGES } from '../../src/contract/operator-imports';
import { err, ok } from '../../src/application/shared/result';

/** An operator-import port that records the uploads it is asked to send. */
function recordingOperatorImports(): OperatorImportGateway & { sent: number } {
  const port = {
    sent: 0,
    async importOperator() {
      port.sent += 1;
      return err({ kind: 'rejected' as const, message: 'enviado' });
    },
    async imports() {
      return ok([]);
    },
  };
  return port;
}

const clock = { now: () => new Date('2025-03-10T12:00:00Z') };

/** The fake calendar, read by a paying broker (the fake lets each call through as the server's route does). */
async function brokersCalendar() {
  const auth = createFakeAuthGateway({ tokens: createStoredTokenStore(createMemoryKeyValueStore()), clock });
  expect(await auth.login({ username: 'corretor', password: DEMO_PASSWORD })).toEqual({ ok: true, value: undefined });
  return createFakeTableUpdates({ clock, auth });
}

describe('table updates use cases', () => {
  it('splits the calendar into what is still to come (by date) and the history (newest first)', async () => {
    const useCases = createTableUpdatesUseCases({ tableUpdates: await brokersCalendar(), operatorImports: recordingOperatorImports() });
    const result = await useCases.calendar(null);
    if (!result.ok) throw new Error(result.error.message);
    const forecasts = result.value.forecasts.map((entry) => entry.date);
    const history = result.value.history.map((entry) => entry.date);
    expect(forecasts.every((date) => date > '2025-03-10')).toBe(true);
    expect(forecasts).toEqual([...forecasts].sort());
    expect(history).toEqual(['2025-02-23', '2025-01-29']);
  });

  it('builds the dashboard cards of the state last chosen in the calendar', async () => {
    const useCases = createTableUpdatesUseCases({ tableUpdates: await brokersCalendar(), operatorImports: recordingOperatorImports() });
    await useCases.opened(16);
    const cards = await useCases.dashboard();
    expect(cards).toMatchObject({ ok: true, value: { stateId: 16, text: '2 próximas atualizações de tabela em PE; a próxima: Hapvida em 03/04/2025.' } });
    if (cards.ok) expect(cards.value.latest.map((entry) => [entry.uf, entry.institution.name])).toEqual([['PE', 'Bradesco Saúde']]);
  });

  it('writes changes and replaced tables as the screens show them', () => {
    expect(changeText(0.1)).toBe('+10,0 %');
    expect(changeText(-0.031)).toBe('−3,1 %');
    expect(changeText(0)).toBe('0,0 %');
    expect(replacedTableText({ planId: 1, planName: 'Plano', quotedDate: '2026-06-01', currentDate: '2026-12-01' })).toBe(
      'Tabela atualizada em 01/12/2026 — valores desta proposta são de 01/06/2026',
    );
  });

  it('refuses an operator upload over its own limits before sending it, with the server\'s words', async () => {
    const operatorImports = recordingOperatorImports();
    const useCases = createTableUpdatesUseCases({ tableUpdates: await brokersCalendar(), operatorImports });
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'a-planos.csv');
    const refused = { kind: 'rejected', message: OPERATOR_IMPORT_MESSAGES.refused };
    expect(await useCases.operatorDryRun([big, big])).toEqual({ ok: false, error: { ...refused, fields: { file: [OPERATOR_IMPORT_MESSAGES.tooLarge] } } });
    expect(await useCases.confirmOperatorImport([])).toEqual({ ok: false, error: { ...refused, fields: { file: [OPERATOR_IMPORT_MESSAGES.fileRequired] } } });
    expect(operatorImports.sent).toBe(0);
    await useCases.operatorDryRun([new File(['{}'], 'operadora.json')]);
    expect(operatorImports.sent).toBe(1);
  });
});
