/**
 * Start-up steps shared by the two server entry points (server/src/main.ts, the main API;
 * server/life/main.ts, the life-insurance service).
 */
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { parseJsonBody } from '../http/drf-errors';
import { loadLifeConfig, type LifeConfig } from '../../life/kit/hosting';

/** An error class whose message is meant for the person starting the server. */
type KnownFailure = abstract new (...args: never[]) => Error;

/**
 * Runs a start-up step. A failure of one of the `known` classes (a bad environment
 * variable, a data folder locked by another process ...) prints its message and exits
 * the process with status 1; any other error is a bug and is rethrown.
 */
export async function orExit<T>(step: () => T | Promise<T>, known: readonly KnownFailure[]): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (known.some((kind) => error instanceof kind)) {
      console.error((error as Error).message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Reads the main API's configuration and the life service's (LIFE_PORT, LIFE_API_URL ...)
 * from process.env; a ConfigError prints its message and exits with status 1.
 */
export function loadServerConfigs(): Promise<{ config: AppConfig; life: LifeConfig }> {
  return orExit(() => {
    const config = loadConfig();
    return { config, life: loadLifeConfig(process.env, config) };
  }, [ConfigError]);
}

/**
 * JSON request bodies the way both APIs read them (DRF's): an empty body is "no data",
 * a syntax error, a too-deep nesting or a prototype-poisoning key answers 400
 * "JSON parse error - …" (parseJsonBody, server/src/http/drf-errors.ts).
 */
export function useDrfJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
