/** The quotations module's public face (docs/decisions/2026-11-28-server-modules.md): saved quotations (propostas). */
export { quotationsModule } from './quotations.module';
