import { describe, expect, it } from 'vitest';
import { forecastChangeRefusal, tableUpdatesResumeText, type TableUpdateEntry } from './table-updates';

// The resume sentence of the operators' table-updates calendar (spec point 7), as the server
// and the fake back end answer it. Expected sentences written by hand.
const line = (id: number, name: string, uf: string, date: string): TableUpdateEntry => ({
  id,
  institution: { id, name },
  stateId: uf === 'SP' ? 26 : 16,
  uf,
  date,
  description: '',
  kind: 'forecast',
});

describe('tableUpdatesResumeText', () => {
  const states = [
    { id: 16, uf: 'PE' },
    { id: 26, uf: 'SP' },
  ];

  it('counts the coming lines of the state and names the next one with its day', () => {
    const upcoming = [line(1, 'Amil', 'SP', '2026-12-03'), line(2, 'SulAmérica', 'SP', '2026-12-12')];
    expect(tableUpdatesResumeText(upcoming, 26, states)).toBe('2 próximas atualizações de tabela em SP; a próxima: Amil em 03/12/2026.');
  });

  it('says "Uma" for a single line, and names no state when every state is asked', () => {
    expect(tableUpdatesResumeText([line(4, 'Hapvida', 'PE', '2026-12-21')], null, states)).toBe(
      'Uma atualização de tabela prevista; a próxima: Hapvida em 21/12/2026.',
    );
  });

  it('says nothing is coming, naming no state when the state has no coming lines', () => {
    expect(tableUpdatesResumeText([], 4, states)).toBe('Nenhuma atualização de tabela prevista.');
    expect(tableUpdatesResumeText([], null, states)).toBe('Nenhuma atualização de tabela prevista.');
  });
});

describe('forecastChangeRefusal', () => {
  it('lets a forecast entry be edited or deleted, never an imported table nor a missing line', () => {
    expect(forecastChangeRefusal({ kind: 'forecast' })).toBeNull();
    expect(forecastChangeRefusal({ kind: 'update' })).toBe('not_a_forecast');
    expect(forecastChangeRefusal(undefined)).toBe('not_found');
  });
});
