import { describe, expect, it } from 'vitest';
import { isStaleTable, STALE_TABLE_WARNING, tableDateLabel } from './table-age';

describe('tableDateLabel', () => {
  it('names the month and year of the effective date', () => {
    expect(tableDateLabel('2026-06-01')).toBe('Tabela de 06/2026');
    expect(tableDateLabel('2021-11-30')).toBe('Tabela de 11/2021');
  });

  it('refuses a date that does not exist', () => {
    expect(() => tableDateLabel('2026-02-30')).toThrow(RangeError);
  });
});

describe('isStaleTable', () => {
  it('is false up to the same day 12 months later and true the day after', () => {
    expect(isStaleTable('2025-06-01', '2026-05-31')).toBe(false);
    expect(isStaleTable('2025-06-01', '2026-06-01')).toBe(false);
    expect(isStaleTable('2025-06-01', '2026-06-02')).toBe(true);
  });

  it('counts a later month or year as older, whatever the day', () => {
    expect(isStaleTable('2025-06-30', '2026-07-01')).toBe(true);
    expect(isStaleTable('2021-03-15', '2026-01-01')).toBe(true);
  });

  it('takes the missing 29 February anniversary as the end of February', () => {
    expect(isStaleTable('2024-02-29', '2025-02-28')).toBe(false);
    expect(isStaleTable('2024-02-29', '2025-03-01')).toBe(true);
  });

  it('is false for a table of this month and for a table scheduled later', () => {
    expect(isStaleTable('2026-11-01', '2026-11-27')).toBe(false);
    expect(isStaleTable('2027-01-01', '2026-11-27')).toBe(false);
  });

  it('refuses malformed dates instead of guessing', () => {
    expect(() => isStaleTable('01/06/2025', '2026-06-02')).toThrow(RangeError);
    expect(() => isStaleTable('2025-06-01', '')).toThrow(RangeError);
  });

  it('warns in the words brokers read', () => {
    expect(STALE_TABLE_WARNING).toBe('Tabela com mais de 12 meses — confirme os valores com a operadora');
  });
});
