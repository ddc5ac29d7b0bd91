/**
 * Turning request problems into Django REST framework-style answers:
 * zod validation issues -> `{"field": ["message"]}`, JSON syntax errors -> `{"detail": "JSON parse error - ..."}`.
 */
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AUTH_MESSAGES } from '../../../src/contract/auth';
import { withoutControlCharacters } from './control-characters';

/** Key DRF uses for errors not tied to a field. */
export const NON_FIELD_ERRORS = 'non_field_errors';

/**
 * DRF field errors of a zod failure checked inside a handler (multipart fields, an upload's
 * form): the messages by top-level field name, `non_field_errors` for an issue without a path.
 */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : NON_FIELD_ERRORS;
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * The zod validator compiler of fastify-type-provider-zod, plus, for every route:
 *
 * - control characters are refused before the route's own schema runs (so before anything
 *   reaches the database): `{"search": ["Caracteres de controle não são permitidos."]}` —
 *   every C0 control and DEL in the query string and path parameters, the same except tab,
 *   LF and CR in the body (see control-characters.ts);
 * - a missing body is validated as `{}` (as DRF sees an empty form; fastify gives `null` or
 *   `undefined` for a request without a body or with an empty JSON body), so it answers
 *   "This field is required." per field rather than one error about the body.
 *
 * Headers are left to their schema (only the webhook declares one; header values never reach
 * the database).
 */
export const drfValidatorCompiler: FastifySchemaCompiler<unknown> = (routeSchema) => {
  const part = routeSchema.httpPart;
  if (part !== 'body' && part !== 'querystring' && part !== 'params') {
    return (validatorCompiler as FastifySchemaCompiler<unknown>)(routeSchema);
  }
  const schema = withoutControlCharacters(routeSchema.schema as z.ZodType, part === 'body' ? 'text' : 'strict');
  const validate = (validatorCompiler as FastifySchemaCompiler<unknown>)({ ...routeSchema, schema });
  if (part !== 'body') return validate;
  return (data) => validate(data === undefined || data === null ? {} : data);
};

/** Python type name of a JSON value, as DRF quotes it ("list", "str", "int"...). */
function pythonTypeName(value: unknown): string {
  if (value === null) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  switch (typeof value) {
    case 'string':
      return 'str';
    case 'number':
      return Number.isInteger(value) ? 'int' : 'float';
    case 'boolean':
      return 'bool';
    default:
      return 'dict';
  }
}

/** Value found at `path` inside `data`, or undefined. */
function valueAt(data: unknown, path: string[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** DRF's message for one validation issue, given the offending value. */
function drfMessage(issue: FastifySchemaValidationError, value: unknown, isRoot: boolean): string {
  const params = issue.params as Record<string, unknown>;
  if (value === undefined && !isRoot) return AUTH_MESSAGES.fieldRequired;
  if (value === null) return 'This field may not be null.';
  if (issue.keyword === 'invalid_type') {
    switch (params.expected) {
      case 'string':
        return 'Not a valid string.';
      case 'number':
        return 'A valid number is required.';
      case 'int':
        return 'A valid integer is required.';
      case 'boolean':
        return 'Must be a valid boolean.';
      case 'object':
        return `Invalid data. Expected a dictionary, but got ${pythonTypeName(value)}.`;
      case 'array':
        return `Expected a list of items but got type "${pythonTypeName(value)}".`;
      default:
        return issue.message ?? 'Invalid value.';
    }
  }
  if (issue.keyword === 'too_small' && params.origin === 'string' && params.minimum === 1) {
    return 'This field may not be blank.';
  }
  return issue.message ?? 'Invalid value.';
}

type ErrorTree = { [key: string]: ErrorTree | string[] };

/**
 * Builds the DRF 400 body from fastify validation issues.
 *
 * @param issues `error.validation` of a fastify validation error (zod issues, with `instancePath`).
 * @param data the request part that was validated (body, querystring...), to tell a missing
 *   field ("This field is required.") from a wrong one.
 * @returns e.g. `{"username": ["This field is required."], "non_field_errors": [...]}`; nested
 *   fields nest (`{"address": {"city": [...]}}`).
 */
export function toDrfValidationErrors(issues: FastifySchemaValidationError[], data: unknown): ErrorTree {
  const tree: ErrorTree = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter((segment) => segment !== '');
    const isRoot = path.length === 0;
    const message = drfMessage(issue, valueAt(data, path), isRoot);
    const keys = isRoot ? [NON_FIELD_ERRORS] : path;
    let node: ErrorTree = tree;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        const existing = node[key];
        const list = Array.isArray(existing) ? existing : [];
        if (!list.includes(message)) list.push(message);
        if (!Array.isArray(existing)) node[key] = list;
      } else {
        const existing = node[key];
        if (existing === undefined || Array.isArray(existing)) node[key] = {};
        node = node[key] as ErrorTree;
      }
    });
  }
  return tree;
}

/** Error thrown by {@link parseJsonBody}; DRF words it `JSON parse error - <reason>`. */
export class JsonParseError extends Error {
  readonly statusCode = 400;
  constructor(reason: string) {
    super(`JSON parse error - ${reason}`);
    this.name = 'JsonParseError';
  }
}

/** Deepest nesting of arrays and objects a JSON body may have (no request of this API nests past 5). */
export const MAX_JSON_DEPTH = 32;

/** Whether the JSON text nests arrays/objects deeper than `limit` (brackets inside strings ignored). */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Parses a JSON request body. An empty body gives `undefined` (DRF treats it as no data);
 * syntax errors, nesting deeper than {@link MAX_JSON_DEPTH} (a 1 MB body of brackets costs
 * seconds of CPU to parse and walk) and prototype-poisoning keys (`__proto__`,
 * `constructor.prototype`) throw {@link JsonParseError}.
 */
export function parseJsonBody(body: string): unknown {
  if (body.trim() === '') return undefined;
  if (nestsDeeperThan(body, MAX_JSON_DEPTH)) throw new JsonParseError(`Maximum nesting depth (${MAX_JSON_DEPTH}) exceeded`);
  try {
    return JSON.parse(body, (key, value: unknown) => {
      if (key === '__proto__') throw new JsonParseError('Object contains forbidden prototype property');
      if (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value) {
        throw new JsonParseError('Object contains forbidden prototype property');
      }
      return value;
    });
  } catch (error) {
    if (error instanceof JsonParseError) throw error;
    throw new JsonParseError(error instanceof Error ? error.message : String(error));
  }
}
