/** The platform module's public face (docs/decisions/2026-11-28-server-modules.md): health, public config, the test clock. */
export { healthRoutes } from './routes/health.routes';
export { publicConfigRoutes } from './routes/public-config.routes';
export { testClockRoutes } from './routes/test-clock.routes';
