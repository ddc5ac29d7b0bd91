/** The plan-admin module's public face (docs/decisions/2026-11-28-server-modules.md): the plan editor. */
export { planAdminModule } from './plan-admin.module';
