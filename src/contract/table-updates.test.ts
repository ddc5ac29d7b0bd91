import { describe, expect, it } from 'vitest';
import { forecastInputWire, forecastToWire, tableUpdateEntryFromWire, toTableUpdateEntryWire } from './table-updates';

// The table-updates calendar's wire: a forecast as the superuser types it, and a calendar line both ways.

const messages = (body: unknown) => {
  const parsed = forecastInputWire.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('table-updates wire', () => {
  it('refuses a forecast with the field and the words the screen shows', () => {
    const forecast = forecastToWire({ institutionId: 4, stateId: 25, date: '2026-12-01', description: 'Reajuste anual' });
    expect(forecast).toEqual({ institution_id: 4, state_id: 25, updating_date: '2026-12-01', updating_description: 'Reajuste anual' });
    expect(messages(forecast)).toEqual([]);
    expect(messages({ ...forecast, state_id: 28, institution_id: 0, updating_date: '01/12/2026', updating_description: 'x'.repeat(501) })).toEqual([
      'institution_id: Instituição inválida.',
      'state_id: Estado inválido: informe um número de 1 a 27.',
      'updating_date: Informe a data no formato AAAA-MM-DD.',
      'updating_description: A observação pode ter até 500 caracteres.',
    ]);
    expect(forecastInputWire.parse({ institution_id: '4', state_id: '25', updating_date: '2026-12-01' })).toEqual({
      institution_id: 4, state_id: 25, updating_date: '2026-12-01', updating_description: '',
    });
  });

  it('maps a calendar line to the wire and back', () => {
    const entry = { id: 1, institution: { id: 4, name: 'Amil' }, stateId: 25, uf: 'SP', date: '2026-12-01', description: 'Reajuste', kind: 'forecast' } as const;
    const wire = { id: 1, institution: { id: 4, full_name: 'Amil' }, state_id: 25, uf: 'SP', updating_date: '2026-12-01', updating_description: 'Reajuste', kind: 'forecast' };
    expect(toTableUpdateEntryWire(entry)).toEqual(wire);
    expect(tableUpdateEntryFromWire(toTableUpdateEntryWire(entry))).toEqual(entry);
  });
});
