import { describe, expect, it } from 'vitest';
import { parseDbId } from '../../src/lib/db-id';
import { escapeLike } from '../../src/lib/like-pattern';

describe('parseDbId', () => {
  it('reads a path segment as a row id, and refuses what no integer column can hold', () => {
    expect(parseDbId('12')).toBe(12);
    expect(parseDbId('2147483647')).toBe(2_147_483_647);
    for (const raw of ['0', 'abc', '-1', '1.5', '2147483648', '99999999999', '', ' 1']) expect(parseDbId(raw)).toBeNull();
  });
});

describe('escapeLike', () => {
  it('keeps what the user typed literal inside a LIKE pattern', () => {
    expect(escapeLike('100%')).toBe('100\\%');
    expect(escapeLike('a_b\\c')).toBe('a\\_b\\\\c');
    expect(escapeLike('são paulo')).toBe('são paulo');
  });
});
