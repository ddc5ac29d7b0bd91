/**
 * The clients kit: the account's clients as a separate service of the product reaches them
 * (a life quotation is linked to the client picked or typed, found or created by the rule of
 * the health proposals) — the clients module's port and its Drizzle implementation.
 */
export { drizzleClientsStore, type ClientsStore } from '../modules/clients/index';
