/**
 * The support module's public face: the support chat's REST calls (docs/support.md), served
 * by the process that owns the cable. app.ts registers {@link supportModule}.
 */
export { supportModule, type SupportModuleOptions } from './support.module';
