import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerLazyOpenApi } from '../src/http/lazy-openapi';

// The app builds its OpenAPI document and Swagger UI on the first call instead of registering
// @fastify/swagger(-ui) at start; what a reader of /api/openapi.json or /api/docs/ gets must be
// what the plugins registered at start gave.
const swaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: { title: 'Teste', version: '1.0.0' },
    components: { securitySchemes: { bearerAuth: { type: 'http' as const, scheme: 'bearer' } } },
  },
  transform: jsonSchemaTransform,
};

/** The same routes: zod bodies, params, answers; a hidden one; one in an encapsulated plugin with a prefix. */
function addRoutes(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // In plugins, as the app's routes are (the documentation sees the routes registered after it).
  app.register(async (scope) => {
    scope.post(
      '/api/token/',
      {
        schema: {
          body: z.object({ username: z.string(), password: z.string() }),
          response: { 200: z.object({ access: z.string(), refresh: z.string() }), 401: z.object({ detail: z.string() }) },
        },
      },
      async () => ({ access: 'a', refresh: 'r' }),
    );
  });
  app.register(
    async (scope) => {
      scope.get(
        '/plans/:id/',
        { schema: { params: z.object({ id: z.coerce.number().int() }), security: [{ bearerAuth: [] }], response: { 200: z.object({ name: z.string() }) } } },
        async () => ({ name: 'Plano' }),
      );
      scope.get('/hidden/', { schema: { hide: true } }, async () => ({}));
    },
    { prefix: '/api' },
  );
}

let eager: FastifyInstance;
let lazy: FastifyInstance;
beforeAll(async () => {
  eager = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  // Registered as app.ts registered them (not awaited): the same place in the plugin order.
  eager.register(fastifySwagger, swaggerOptions);
  eager.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  addRoutes(eager);
  eager.get('/api/openapi.json', { schema: { hide: true } }, async () => eager.swagger());
  await eager.ready();

  lazy = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  lazy.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not found.' }));
  registerLazyOpenApi(lazy, { swagger: swaggerOptions, uiPrefix: '/api/docs', routerOptions: { ignoreTrailingSlash: true } });
  addRoutes(lazy);
  lazy.get('/api/openapi.json', { schema: { hide: true } }, async () => lazy.openApiDocument());
  await lazy.ready();
});
afterAll(async () => {
  await Promise.all([eager.close(), lazy.close()]);
});

describe('OpenAPI document and Swagger UI built on first use', () => {
  it('give the same document as @fastify/swagger registered at start (JSON and YAML)', async () => {
    for (const url of ['/api/openapi.json', '/api/docs/json', '/api/docs/yaml']) {
      const [before, after] = await Promise.all([eager.inject({ method: 'GET', url }), lazy.inject({ method: 'GET', url })]);
      expect(after.statusCode, url).toBe(200);
      expect(after.body, url).toBe(before.body);
      expect(after.headers['content-type'], url).toBe(before.headers['content-type']);
    }
    const document = await lazy.openApiDocument();
    expect(Object.keys(document.paths as object).sort()).toEqual(['/api/plans/{id}/', '/api/token/']);
  });

  it('serve the UI pages, its files and its redirect as before; HEAD too', async () => {
    for (const [method, url] of [
      ['GET', '/api/docs/'],
      ['GET', '/api/docs'],
      ['GET', '/api/docs/static/index.html'],
      ['GET', '/api/docs/static/swagger-initializer.js'],
      ['GET', '/api/docs/static/swagger-ui.css'],
      ['HEAD', '/api/docs/static/swagger-ui.css'],
    ] as const) {
      const [before, after] = await Promise.all([eager.inject({ method, url }), lazy.inject({ method, url })]);
      expect(after.statusCode, url).toBe(before.statusCode);
      expect(after.headers['content-type'], url).toBe(before.headers['content-type']);
      expect(after.headers.location, url).toBe(before.headers.location);
      expect(after.body, url).toBe(before.body);
    }
  });

  it("answer a file the UI does not have with the app's own 404", async () => {
    const response = await lazy.inject({ method: 'GET', url: '/api/docs/static/nao-existe.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('refuse the document before the app is ready', async () => {
    const early = Fastify();
    registerLazyOpenApi(early, { swagger: swaggerOptions, uiPrefix: '/api/docs' });
    await expect(early.openApiDocument()).rejects.toThrow(/before app.ready/);
    await early.close();
  });
});
