/**
 * The HTTP kit: what a separate Fastify service of the product (the life-insurance service,
 * server/life) takes from the main API to answer like it — the access policy over one route
 * table, the Bearer authentication hook and the caller of a request, the DRF-style validator,
 * error handler and JSON bodies, the lazy schema compilers, Prometheus metrics and the drain
 * flag of readiness. Nothing else of server/src/http is meant for another service.
 */
export { registerAccessPolicy } from '../http/access-policy';
export { currentUser, identifyCaller, registerAuthentication } from '../http/authentication';
export { drfValidatorCompiler } from '../http/drf-errors';
export { drfErrorHandler } from '../http/error-handler';
export { lazyDefaultSchemaCompilers } from '../http/lazy-schema-compilers';
export { createAppMetrics, registerMetrics } from '../http/metrics';
export { useDrfJsonBodies } from '../lib/startup';
export { isDraining } from '../lib/shutdown';
