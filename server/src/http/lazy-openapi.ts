/**
 * The OpenAPI document (`GET /api/openapi.json`) and the Swagger UI (`/api/docs/…`), built on
 * their first call instead of at every start.
 *
 * Registering @fastify/swagger and @fastify/swagger-ui with the app cost every start their
 * modules (yaml, json-schema-resolver, the UI's routes and static files): ~0.3 s of CPU of a
 * restart's ~5 s (docs/benchmarks.md, "Swagger on first use"), for pages a developer opens now
 * and then. Here the app only keeps each route's options as it is registered (a cheap
 * `onRoute` hook at the place the swagger plugin stood, so the same routes are seen); the first
 * documentation call builds a docs-only Fastify instance with both plugins, replays those routes
 * into it (schemas and config only, no-op handlers and compilers) and answers from it, the same
 * document as before. The app keeps the UI's own routes (same paths, so the access table and
 * the UI's relaxed security headers apply unchanged); each forwards to the docs instance.
 */
import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The app's OpenAPI 3 document (the body of `GET /api/openapi.json`), built on the first
     * call (then cached by @fastify/swagger). Rejects before `app.ready()`.
     */
    openApiDocument(): Promise<Record<string, unknown>>;
  }
}

/** What the documentation needs: @fastify/swagger's options, and where the UI lives. */
export interface LazyOpenApiOptions {
  /** @fastify/swagger's options (`openapi`, `transform`, ...), as it would get them at start. */
  swagger: SwaggerOptions;
  /** The Swagger UI's prefix, e.g. `/api/docs`. */
  uiPrefix: string;
  /** Fastify's router options of the app (the replayed routes must be accepted as the app accepted them). */
  routerOptions?: { ignoreTrailingSlash?: boolean };
}

/**
 * The routes @fastify/swagger-ui 6 registers under its prefix (its lib/routes.js, no theme and
 * no `baseDir`): the app registers the same paths, forwarding to the docs instance.
 */
export const SWAGGER_UI_ROUTES = ['', '/static/index.html', '/static/swagger-initializer.js', '/json', '/yaml', '/static/*'] as const;

/** Hop-by-hop or recomputed headers not copied from the docs instance's answer. */
const DROPPED_HEADERS = new Set(['content-length', 'connection', 'keep-alive', 'transfer-encoding', 'date']);

/** A route as the documentation needs it. */
type DocumentedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config' | 'constraints'> & { links?: unknown };

/**
 * Installs the lazy documentation on the root `app`: call it where `app.register(fastifySwagger)`
 * stood (routes registered before that place are not documented, as before), then register
 * the app's routes. Adds the UI's routes under `uiPrefix` (hidden from the document) and the
 * `app.openApiDocument()` decorator; the caller adds `GET /api/openapi.json` with it.
 *
 * A failure to build the docs instance rejects that call (a 500 through the app's error
 * handler) and the next call tries again.
 */
export function registerLazyOpenApi(app: FastifyInstance, options: LazyOpenApiOptions): void {
  const routes: DocumentedRoute[] = [];
  let appReady = false;

  let docs: Promise<FastifyInstance> | undefined;
  const docsInstance = (): Promise<FastifyInstance> => {
    if (!appReady) return Promise.reject(new Error('openApiDocument() before app.ready()'));
    docs ??= buildDocsInstance(routes, options).catch((error: unknown) => {
      docs = undefined;
      throw error;
    });
    return docs;
  };

  const collect = async (instance: FastifyInstance) => {
    instance.addHook('onRoute', (route) => {
      // @fastify/swagger leaves HEAD routes out by default (`exposeHeadRoutes`); so does the replay.
      if (route.method === 'HEAD') return;
      routes.push(route);
    });
    instance.addHook('onReady', async () => {
      appReady = true;
    });
    // The docs instance holds no socket, but its plugins' resources end with the app.
    instance.addHook('onClose', async () => {
      const built = await docs?.catch(() => undefined);
      await built?.close();
    });
    // Registered here, in the plugin order, as the UI plugin's routes were (e.g. after compression).
    for (const path of SWAGGER_UI_ROUTES) {
      instance.get(`${options.uiPrefix}${path}`, { schema: { hide: true } }, forward);
    }
  };
  // Not encapsulated (as fastify-plugin would do): the hook must see every route of the app.
  Object.assign(collect, { [Symbol.for('skip-override')]: true });
  app.register(collect);

  app.decorate('openApiDocument', async () => (await docsInstance()).swagger() as unknown as Record<string, unknown>);

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const instance = await docsInstance();
    // HEAD as GET (the docs instance has no HEAD routes): the app drops the body of its HEAD answer.
    const method: HTTPMethods = request.method === 'HEAD' ? 'GET' : (request.method as HTTPMethods);
    const answer = await instance.inject({ method, url: request.url, headers: request.headers });
    // A file the UI does not have: the app's own 404 (DRF body), as the static plugin's miss was.
    if (answer.statusCode === 404) return reply.callNotFound();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !DROPPED_HEADERS.has(name.toLowerCase())) reply.header(name, value);
    }
    reply.code(answer.statusCode);
    return answer.rawPayload.length > 0 ? reply.send(answer.rawPayload) : reply.send();
  }
}

/** The docs-only instance: both plugins, then every collected route with a no-op handler. */
async function buildDocsInstance(routes: readonly DocumentedRoute[], options: LazyOpenApiOptions): Promise<FastifyInstance> {
  const [{ default: Fastify }, { default: fastifySwagger }, { default: fastifySwaggerUi }] = await Promise.all([
    import('fastify'),
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ logger: false, exposeHeadRoutes: false, routerOptions: { ...options.routerOptions } });
  // Only the schemas' shapes matter here: nothing is validated or serialized with them.
  docs.setValidatorCompiler(() => () => true);
  docs.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await docs.register(fastifySwagger, options.swagger);
  await docs.register(fastifySwaggerUi, { routePrefix: options.uiPrefix });
  const noop = async () => undefined;
  for (const route of routes) {
    // The app's own UI routes were forwarders; the docs instance has the real ones.
    if (route.url === options.uiPrefix || route.url.startsWith(`${options.uiPrefix}/`)) continue;
    docs.route({
      method: route.method,
      url: route.url,
      handler: noop,
      ...(route.schema ? { schema: route.schema } : {}),
      ...(route.config ? { config: route.config } : {}),
      ...(route.constraints ? { constraints: route.constraints } : {}),
      ...(route.links ? { links: route.links } : {}),
    } as RouteOptions);
  }
  await docs.ready();
  return docs;
}
