/** The platform module's public face (docs/decisions/2026-11-28-server-modules.md): health, public config, the test clock. */
export { platformModule, type PlatformModuleOptions } from './platform.module';
