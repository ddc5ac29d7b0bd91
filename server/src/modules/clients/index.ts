/**
 * The clients module's public face (docs/decisions/2026-11-28-server-modules.md): the
 * account's clients, their page, LGPD export and erasure. Saving a quotation finds or
 * creates its client through the module's store (the port and its Drizzle implementation).
 */
export { clientsModule } from './clients.module';
export { type ClientsStore } from './use-cases/clients-store';
export { drizzleClientsStore } from './repositories/drizzle-clients-store';
