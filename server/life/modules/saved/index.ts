/**
 * The saved module's public face: the broker's saved life quotes and proposals and their
 * reopening ({@link savedModule}, registered by app.ts), and what the life schema holds about
 * one of an account's clients, which the main API reads and deletes in its own transaction
 * (repositories/life-clients.repository.ts, published to the API by kit/client-data.ts).
 */
export { savedModule } from './saved.module';
export {
  deleteClientLifeData,
  exportClientLifeData,
  listClientLifeItems,
  type LifeClientData,
  type LifeClientItemRow,
  type LifeClientKey,
} from './repositories/life-clients.repository';
