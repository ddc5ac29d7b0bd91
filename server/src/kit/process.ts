/**
 * The process kit: what a launcher of the product's services needs — both configurations
 * parsed at once, the signal handling that drains and closes everything registered with it,
 * the boot timer of the start-up log, and the main API's own start (the one-process launcher
 * runs both services).
 */
export { loadServerConfigs } from '../lib/startup';
export { shutdownOnSignals, type ShutdownGroup } from '../lib/shutdown';
export { createBootTimer } from '../lib/boot-timing';
export { startApi } from '../serve-api';
