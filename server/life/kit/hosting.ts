/**
 * What the main API's process takes from the life service to host it or sit beside it: the
 * life configuration (parsed with the API's at start-up), where the life service connects,
 * the database client of a Drizzle handle, and the Unix-socket bridge through which a life
 * process reaches the API's embedded PGlite.
 */
export { lifeConnectSources, loadLifeConfig, type LifeConfig } from '../config';
export { clientOf } from '../db/database';
export { servePgliteOverSocket } from '../db/pglite-wire-bridge';
