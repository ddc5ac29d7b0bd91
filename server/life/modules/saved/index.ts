/**
 * The saved module's public face: the broker's saved life quotes and proposals and their
 * reopening ({@link savedModule}, registered by app.ts). What the life schema holds about one
 * of an account's clients (repositories/life-clients.repository.ts) is the main API's: it
 * reaches it through server/life/kit/client-data.ts.
 */
export { savedModule } from './saved.module';
