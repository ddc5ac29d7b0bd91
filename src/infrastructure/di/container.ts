/**
 * The container with both backends (tests, the contract suite): {@link createAppContainer}
 * binds the fakes itself. The app's composition root (main.tsx) uses shell-ports.ts at start-up
 * and container-core.ts with the first feature, and imports fake-bindings.ts only in fake mode,
 * so the production bundle stays lean.
 */
import type { Container } from 'inversify';
import { createContainerCore, type ContainerOptions } from './container-core';
import { FAKE_BACKEND } from './fake-bindings';

export { resolveServices, type BackendMode, type ContainerOptions, type FakeBackend } from './container-core';

/** Builds the container for one mode, fakes included. */
export function createAppContainer(options: ContainerOptions): Container {
  return createContainerCore(options, FAKE_BACKEND);
}
