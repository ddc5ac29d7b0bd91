/**
 * The support module's wiring: the Drizzle support store (main schema) under the chat's use
 * cases, whose every new message and read mark is published on the cable, and the routes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SupportEventWire } from '../../../../src/contract/support';
import type { Database } from '../../../src/kit/database';
import { drizzleSupportStore } from './repositories/drizzle-support-store';
import { supportRoutes } from './routes/support.routes';

/** What the support routes are built over. */
export interface SupportModuleOptions {
  /** The main schema (users and the support tables). */
  db: Database;
  clock: () => Date;
  /** Publishes a stored message or read mark (cable/support-events.ts `publishSupportEvent` bound to the cable). */
  publish: (event: SupportEventWire) => void;
}

/** The support chat's routes over the main schema. */
export const supportModule: FastifyPluginAsyncZod<SupportModuleOptions> = async (app, { db, clock, publish }) => {
  await app.register(supportRoutes, { deps: { store: drizzleSupportStore(db), clock, publish } });
};
