/**
 * What the main API's clients module takes from the life service: a client's life quotes and
 * proposals, read for the client page and the LGPD export and deleted with the client, inside
 * the API's own transaction (the saved module's life-clients.repository.ts says why it is
 * shared code over one database rather than a call to this service). It reaches the saved
 * module's repository itself, not the module's index, so that the API loads that SQL only,
 * not the life routes.
 */
export {
  deleteClientLifeData,
  exportClientLifeData,
  listClientLifeItems,
  type LifeClientData,
  type LifeClientItemRow,
  type LifeClientKey,
} from '../modules/saved/repositories/life-clients.repository';
