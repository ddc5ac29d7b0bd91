import { describe, expect, it } from 'vitest';
import { newestSavedFirst, savedPageWindow } from './saved-list';

describe('savedPageWindow (20 a page)', () => {
  it.each([
    ['an empty list still has page 1', 0, 1, { kind: 'ok', offset: 0, limit: 20, hasNext: false, hasPrevious: false }],
    ['20 items fit on page 1', 20, 1, { kind: 'ok', offset: 0, limit: 20, hasNext: false, hasPrevious: false }],
    ['21 items: page 1 has a next', 21, 1, { kind: 'ok', offset: 0, limit: 20, hasNext: true, hasPrevious: false }],
    ['21 items: page 2 has the 21st and a previous', 21, 2, { kind: 'ok', offset: 20, limit: 20, hasNext: false, hasPrevious: true }],
    ['45 items: page 2 of 3', 45, 2, { kind: 'ok', offset: 20, limit: 20, hasNext: true, hasPrevious: true }],
    ['an empty list has no page 2', 0, 2, { kind: 'past_last' }],
    ['21 items have no page 3', 21, 3, { kind: 'past_last' }],
  ])('%s', (_case, count, page, expected) => {
    expect(savedPageWindow(count, page)).toEqual(expected);
  });
});

describe('newestSavedFirst', () => {
  it('puts the newest first and, at the same instant, the greater id first', () => {
    const items = [
      { id: 'b', createdAt: '2026-06-15T10:00:00.000Z' },
      { id: 'a', createdAt: '2026-06-15T12:00:00.000Z' },
      { id: 'c', createdAt: '2026-06-15T10:00:00.000Z' },
      { id: 'd', createdAt: '2026-06-14T23:59:59.999Z' },
    ];
    expect([...items].sort(newestSavedFirst).map((item) => item.id)).toEqual(['a', 'c', 'b', 'd']);
  });
});
