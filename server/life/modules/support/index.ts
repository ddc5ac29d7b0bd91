/**
 * The support module's public face: the support chat's REST calls (docs/shell.md, "Support chat"), served
 * by the process that owns the cable. app.ts registers {@link supportModule}.
 */
export { supportModule, type SupportModuleOptions } from './support.module';
