/**
 * The main-API kit: the API's own start (database, app, listening, its closers), for the
 * one-process launcher that runs it beside the life service (server/life/launch.ts). Apart
 * from the process kit so that a life process alone (server/life/main.ts) never loads the API.
 */
export { startApi } from '../serve-api';
