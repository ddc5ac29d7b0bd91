/**
 * The main API's own entry (`npm run serve:api`; the compiled `api.mjs` of `npm run
 * build:server`): one process serving the API alone (server/src/serve-api.ts), its embedded
 * database offered on a Unix socket to a life service started apart (`npm run serve:life`).
 * `npm start` runs the API and the life service in one process instead (server/life/launch.ts).
 */
import { createBootTimer } from './lib/boot-timing';
import { shutdownOnSignals } from './lib/shutdown';
import { loadServerConfigs } from './lib/startup';
import { startApi } from './serve-api';

async function main(): Promise<void> {
  const boot = createBootTimer();
  boot.mark('módulos carregados / modules loaded');
  const { config, life } = await loadServerConfigs();
  boot.mark('configuração / config');
  const shutdown = shutdownOnSignals({ timeoutMs: config.shutdownTimeoutSeconds * 1000, drainMs: config.shutdownDrainSeconds * 1000 });
  await startApi({ config, life, boot, shutdown, lifeBridge: true });
}

void main();
