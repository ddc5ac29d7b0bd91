/**
 * The process kit: what a launcher of the product's services needs — both configurations
 * parsed at once, the signal handling that drains and closes everything registered with it,
 * and the boot timer of the start-up log. (The main API's own start is the main-API kit's.)
 */
export { loadServerConfigs } from '../lib/startup';
export { shutdownOnSignals, type ShutdownGroup } from '../lib/shutdown';
export { createBootTimer } from '../lib/boot-timing';
