/**
 * The life service's error answers: like the main API's (server/src/http/error-handler.ts)
 * except that a body's validation errors keep the contract's pt-BR messages
 * (`{"field": ["Este campo é obrigatório."]}`; the main API words a missing field as DRF
 * does, in English). A body that is not an object answers `{"non_field_errors": [...]}`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { drfErrorHandler } from '../../src/kit/http';

/** Fastify error handler of the life app: 400 field messages for a body, the main API's answers otherwise. */
export function lifeErrorHandler(error: Error & { validationContext?: string }, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (hasZodFastifySchemaValidationErrors(error) && (error.validationContext ?? 'body') === 'body') {
    const body: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.split('/').filter(Boolean)[0] ?? 'non_field_errors';
      const message = issue.message ?? 'Valor inválido.';
      const list = (body[key] ??= []);
      if (!list.includes(message)) list.push(message);
    }
    return reply.code(400).send(body);
  }
  return drfErrorHandler(error, request, reply);
}
