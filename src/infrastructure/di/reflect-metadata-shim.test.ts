import { describe, expect, it } from 'vitest';
import { createReflectMetadata } from './reflect-metadata-shim';

describe('reflect metadata shim (what inversify reads and writes)', () => {
  it('keeps metadata per target and per property, and reads a parent class through its prototype', () => {
    const reflect = createReflectMetadata();
    class Parent {}
    class Child extends Parent {}
    const key = Symbol('key');
    reflect.defineMetadata(key, 'parent', Parent);
    reflect.defineMetadata(key, 'method', Parent.prototype, 'run');

    expect(reflect.getOwnMetadata(key, Parent)).toBe('parent');
    expect(reflect.getOwnMetadata(key, Child)).toBeUndefined();
    expect(reflect.getMetadata(key, Child)).toBe('parent');
    expect(reflect.hasOwnMetadata(key, Child)).toBe(false);
    expect(reflect.hasMetadata(key, Child)).toBe(true);
    expect(reflect.getOwnMetadata(key, Parent.prototype, 'run')).toBe('method');
    expect(reflect.getOwnMetadata(key, Parent.prototype)).toBeUndefined();
    expect(reflect.getMetadata('other', Child)).toBeUndefined();
  });

  it('lets a later definition replace an earlier one, a stored undefined included', () => {
    const reflect = createReflectMetadata();
    const target = {};
    reflect.defineMetadata('k', 1, target);
    reflect.defineMetadata('k', undefined, target);
    expect(reflect.hasOwnMetadata('k', target)).toBe(true);
    expect(reflect.getOwnMetadata('k', target)).toBeUndefined();
  });

  it('is what the module installs on Reflect when nothing did before (inversify reads it there)', async () => {
    await import('./reflect-metadata-shim');
    const installed = Reflect as unknown as { defineMetadata: unknown; getOwnMetadata: unknown };
    expect(typeof installed.defineMetadata).toBe('function');
    expect(typeof installed.getOwnMetadata).toBe('function');
  });
});
