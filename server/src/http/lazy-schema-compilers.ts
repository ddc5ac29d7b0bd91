/**
 * Fastify's default schema compilers, loaded on first use instead of when the app is built.
 *
 * Fastify requires `@fastify/ajv-compiler` and `@fastify/fast-json-stringify-compiler` (and
 * with them ajv, ajv-formats and fast-json-stringify) as each app is built, unless the
 * `schemaController.compilersFactory` option names both factories. Our apps validate with
 * their own compiler (`drfValidatorCompiler`) and the main API serializes with zod's, so the
 * defaults are never called there: loading them cost ~0.6 s of CPU of every start (a CPU
 * profile of `npm start`'s second start, load 19: ajv's modules alone 617 ms of 4.4 s of module
 * loading). These factories load the same packages on their first call, so a route or plugin
 * that does fall back to Fastify's JSON-schema compilers gets exactly the defaults.
 */
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/** A factory as Fastify calls it: (external schemas, the server's options for the compiler) → compiler. */
type Factory = (externalSchemas: unknown, options?: unknown) => unknown;

/**
 * A `schemaController` option for `Fastify({...})` whose validator and serializer factories
 * are Fastify's own (one pool per app, as Fastify builds them), required on their first call.
 */
export function lazyDefaultSchemaCompilers(): { compilersFactory: CompilersFactory } {
  const load = createRequire(import.meta.url);
  let validator: Factory | undefined;
  let serializer: Factory | undefined;
  const buildValidator: Factory = (externalSchemas, options) => {
    validator ??= (load('@fastify/ajv-compiler') as () => Factory)();
    return validator(externalSchemas, options);
  };
  const buildSerializer: Factory = (externalSchemas, options) => {
    serializer ??= (load('@fastify/fast-json-stringify-compiler') as () => Factory)();
    return serializer(externalSchemas, options);
  };
  // Fastify's factory types are overloads of the packages' own signatures; these pass the calls through unchanged.
  return { compilersFactory: { buildValidator, buildSerializer } as unknown as CompilersFactory };
}
