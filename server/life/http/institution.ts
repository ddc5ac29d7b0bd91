/**
 * The institution of a life route's path (`/v1/{institution}/…`): the params schemas the
 * routes declare and the one check every route makes — an institution the service does not
 * quote answers 404 `{"detail": LIFE_INSTITUTION_NOT_FOUND}`.
 */
import { z } from 'zod';
import { LIFE_INSTITUTION_NOT_FOUND } from '../../../src/contract/life';
import { isLifeInstitution, type LifeInstitution } from '../../../src/domain/life';

/** `{institution}` (at most 64 characters). */
export const institutionParams = z.object({ institution: z.string().max(64) });

/** `{institution}/…/{token}` of a proposal link (a token of at most 200 characters). */
export const tokenParams = z.object({ institution: z.string().max(64), token: z.string().max(200) });

/** `{institution}/…/{id}` of a quotation or an implantation (at most 64 characters; a UUID is checked by the route). */
export const idParams = z.object({ institution: z.string().max(64), id: z.string().max(64) });

/** The 404 body of an unknown institution. */
export const INSTITUTION_NOT_FOUND = { detail: LIFE_INSTITUTION_NOT_FOUND };

/** The institution of the path, or undefined when the service does not quote it (answer {@link INSTITUTION_NOT_FOUND}). */
export function institutionOf(institution: string): LifeInstitution | undefined {
  return isLifeInstitution(institution) ? institution : undefined;
}

/** Whether `id` is a UUID (a saved quotation's or an implantation's; anything else is not found). */
export function isUuid(id: string): boolean {
  return z.uuid().safeParse(id).success;
}
