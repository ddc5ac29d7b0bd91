import { describe, expect, it } from 'vitest';
import { formatBrasiliaDateTime } from './link-openings';

// The instant of each opening of the client's link, as the broker reads it (Brasília time).

describe('formatBrasiliaDateTime', () => {
  it('writes the instant in Brasília time, day first, 24-hour clock', () => {
    expect(formatBrasiliaDateTime('2026-06-15T15:04:00Z')).toBe('15/06/2026 às 12:04');
    expect(formatBrasiliaDateTime('2026-01-01T02:59:00Z')).toBe('31/12/2025 às 23:59');
    expect(formatBrasiliaDateTime('2026-06-15T03:00:00Z')).toBe('15/06/2026 às 00:00');
  });

  it('shows an unreadable instant as it came', () => {
    expect(formatBrasiliaDateTime('ontem')).toBe('ontem');
  });
});
