/**
 * The second stage per feature: every feature's module builds its use cases on a
 * container that has only the first stage's ports, alone and in any order, in http and in fake
 * mode — a screen opened first never finds a port unbound.
 */
import { describe, expect, it } from 'vitest';
import type { FeatureName } from '../../application/app-use-cases';
import { createShellUseCases } from '../../application/shell-use-cases';
import { createMemoryKeyValueStore } from '../key-value-store';
import type { ContainerOptions } from './container-options';
import { createFakeBackend } from './fake-bindings';
import { createFeatureLoader, FEATURE_MODULES } from './feature-loader';
import { createShellPorts } from './shell-ports';

const FEATURES = Object.keys(FEATURE_MODULES) as FeatureName[];

function loaderFor(mode: 'http' | 'fake') {
  const options: ContainerOptions = {
    mode,
    apiUrl: 'http://localhost:9/api/',
    storage: createMemoryKeyValueStore(),
    clock: { now: () => new Date('2026-03-10T12:00:00Z') },
    fetch: () => Promise.reject(new Error('no network in this test')),
  };
  const fakes = mode === 'fake' ? createFakeBackend() : undefined;
  const shell = createShellPorts(options, fakes?.shellPorts);
  return { load: createFeatureLoader(options, fakes, shell), shellUseCases: createShellUseCases(shell) };
}

describe('each feature loads on its own', () => {
  for (const mode of ['http', 'fake'] as const) {
    for (const feature of FEATURES) {
      it(`${mode}: builds ${feature} first, then every other feature`, async () => {
        const { load, shellUseCases } = loaderFor(mode);
        expect(await load(feature, shellUseCases)).toBeTypeOf('object');
        for (const other of FEATURES.filter((name) => name !== feature)) expect(await load(other, shellUseCases)).toBeTypeOf('object');
      });
    }
  }

  it('shares the first page\'s support use cases with the support feature (one settings call per app)', async () => {
    const { load, shellUseCases } = loaderFor('fake');
    const support = await load('support', shellUseCases);
    expect(support.settings).toBe(shellUseCases.support.settings);
  });
});
