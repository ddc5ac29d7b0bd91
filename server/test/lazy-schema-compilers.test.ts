import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { lazyDefaultSchemaCompilers } from '../src/http/lazy-schema-compilers';

// The apps skip loading Fastify's default compilers at start; a route that relies on them
// (a plain JSON schema, no custom compiler) must still be validated and serialized as before.
const app = Fastify({ schemaController: lazyDefaultSchemaCompilers() });
app.post(
  '/echo',
  {
    schema: {
      body: { type: 'object', required: ['lives'], properties: { lives: { type: 'integer', minimum: 1 } } },
      response: { 200: { type: 'object', properties: { lives: { type: 'integer' } } } },
    },
  },
  async (request) => ({ ...(request.body as object), secret: 'not in the schema' }),
);

afterAll(async () => {
  await app.close();
});

describe('lazy default schema compilers', () => {
  it('validate a JSON-schema body as Fastify does (400 on a bad value)', async () => {
    const refused = await app.inject({ method: 'POST', url: '/echo', payload: { lives: 0 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'body/lives must be >= 1' });
  });

  it('serialize the answer through its response schema (unlisted fields left out)', async () => {
    const answer = await app.inject({ method: 'POST', url: '/echo', payload: { lives: 3 } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ lives: 3 });
  });
});
