/**
 * The clients module's public face (docs/decisions/2026-11-28-server-modules.md): the
 * account's clients, their page, LGPD export and erasure. Saving a quotation finds or
 * creates its client through the two repository functions below.
 */
export { clientRoutes } from './routes/clients.routes';
export { findAccountClient, findOrCreateTypedClient } from './repositories/clients.repository';
