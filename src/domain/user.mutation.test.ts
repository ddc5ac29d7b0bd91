/** The greeting's first name: the first word of the name, else the username. Written by hand. */
import { describe, expect, it } from 'vitest';
import { firstName } from './user';

describe('firstName', () => {
  it('greets by the first word of the name, else by the username', () => {
    expect(firstName({ name: '  Carlos   Eduardo Lima ', username: 'carlos.lima' })).toBe('Carlos');
    expect(firstName({ name: 'Carlos\tEduardo', username: 'carlos.lima' })).toBe('Carlos');
    expect(firstName({ name: '   ', username: 'carlos.lima' })).toBe('carlos.lima');
  });
});
