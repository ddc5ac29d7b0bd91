/**
 * Reference routes of the catalog (spec point 7 "Plans"), authenticated (Bearer):
 * - `GET /api/states/` — the 27 states; `cities` = cities of its commercialization areas
 *   when a state has more than one area.
 * - `GET /api/institutions/` — every operator with its plan count and UFs.
 * - `GET /api/institutions/{id}/` and `GET /api/institution/{id}/simple` — one operator;
 *   `{id}` is its numeric id OR its slug (the SPA's route is /instituicoes/{slug}). The page
 *   takes `?state=&type=&page=&page_size=` (an operator such as Amil has hundreds of plans):
 *   without them every plan comes, as the spec's call expects.
 * - `GET /api/entities/?state=&occupation=` — adhesion entities (of the state plus the
 *   national ones) accepting the occupation, with their occupations.
 * - `GET /api/occupations/` — professions for adhesion quotes.
 * - `GET /api/hospitals/?state=&search=` — hospitals for the accredited-network filter:
 *   name or city containing `search`, accents and case ignored, at most 50.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticationErrorWire, validationErrorWire } from '../../../../../src/contract/api-errors';
import { detailErrorWire } from '../../../../../src/contract/auth';
import { entityListWire, providerToWire, HOSPITAL_SEARCH_MAX_LENGTH, INSTITUTION_PAGE_MAX_SIZE, hospitalSearchWire, occupationListWire, stateListWire } from '../../../../../src/contract/catalog';
import { institutionDetailWire, institutionListWire, institutionSimpleWire } from '../../../../../src/contract/catalog-pages';
import { CATALOG_MESSAGES } from '../../../../../src/contract/catalog-messages';
import type { CatalogDeps } from '../use-cases/catalog-deps';
import type { CatalogListDeps } from '../use-cases/catalog-lists';
import {
  getInstitutionPage,
  getInstitutionSimple,
  HOSPITAL_SEARCH_LIMIT,
  type InstitutionKey,
  listEntities,
  listInstitutions,
  listOccupations,
  listStates,
  parseInstitutionKey,
  searchHospitals,
} from '../use-cases/catalog-lists';
import { toEntityWire, toInstitutionDetailWire, toInstitutionSimpleWire, toInstitutionSummaryWire } from '../catalog-wire.mappers';
import { bearer } from '../../../http/route-schema';

/** 404 body of an unknown institution. */
export const INSTITUTION_NOT_FOUND_BODY = { detail: CATALOG_MESSAGES.institutionNotFound } as const;

const stateQuery = z.coerce
  .number({ message: 'Estado inválido.' })
  .int('Estado inválido.')
  .min(1, 'Estado inválido.')
  .max(27, 'Estado inválido.');

/** `GET /api/entities/` query. */
export const entityListQuery = z.object({
  state: stateQuery.optional(),
  occupation: z.coerce.number({ message: 'Profissão inválida.' }).int('Profissão inválida.').positive('Profissão inválida.').optional(),
});

/** `GET /api/hospitals/` query. */
export const hospitalSearchQuery = z.object({
  state: stateQuery.optional(),
  search: z.string().max(HOSPITAL_SEARCH_MAX_LENGTH, CATALOG_MESSAGES.hospitalSearchTooLong).optional(),
});

/** `GET /api/institutions/{id}/` query: a state (1–27), a plan type, a page and its size. */
export const institutionPageQuery = z.object({
  state: stateQuery.optional(),
  type: z.enum(['CP', 'PF', 'PJ'], { message: CATALOG_MESSAGES.invalidPlanType }).optional(),
  page: z.coerce.number({ message: CATALOG_MESSAGES.invalidPage }).int(CATALOG_MESSAGES.invalidPage).min(1, CATALOG_MESSAGES.invalidPage).max(100_000, CATALOG_MESSAGES.invalidPage).optional(),
  page_size: z.coerce
    .number({ message: CATALOG_MESSAGES.invalidPageSize })
    .int(CATALOG_MESSAGES.invalidPageSize)
    .min(1, CATALOG_MESSAGES.invalidPageSize)
    .max(INSTITUTION_PAGE_MAX_SIZE, CATALOG_MESSAGES.invalidPageSize)
    .optional(),
});

/** The institution the `:id` param names (id or slug) as `get` finds it; null when the param is no key or nothing matches. */
async function findInstitution<T>(
  raw: string,
  get: (key: InstitutionKey) => Promise<{ kind: 'ok'; institution: T } | { kind: 'not_found' }>,
): Promise<T | null> {
  const key = parseInstitutionKey(raw);
  const result = key === null ? null : await get(key);
  return result?.kind === 'ok' ? result.institution : null;
}

const institutionParams = z.object({ id: z.string().describe('Numeric id or slug (e.g. 5 or "bradesco-saude")') });

/** Catalog reference routes; options: the database and the clock. Access levels: server/src/http/access-policy.ts. */
export const catalogRoutes: FastifyPluginAsyncZod<CatalogDeps & CatalogListDeps> = async (app, deps) => {
  app.get(
    '/api/states/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The 27 states, with the cities of their commercialization areas',
        description: '`cities` is empty when the state has a single commercialization area.',
        security: bearer,
        response: { 200: stateListWire, 401: authenticationErrorWire },
      },
    },
    async () => listStates(deps),
  );

  app.get(
    '/api/institutions/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Every operator, with its number of plans and the UFs where it has plans',
        security: bearer,
        response: { 200: institutionListWire, 401: authenticationErrorWire },
      },
    },
    async () => {
      const institutions = await listInstitutions(deps);
      return institutions.map((institution) => ({ ...toInstitutionSummaryWire(institution), plans: institution.plans, states: institution.ufs }));
    },
  );

  app.get(
    '/api/institutions/:id/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One operator (by id or slug) with its similar entities and its plans by state, optionally by state and type, paginated',
        description:
          'Without `page`/`page_size` every plan the filter keeps comes. `facets` counts, per state, the plans of the chosen type and, per type, those of the chosen state. ' +
          'A page past the last answers no plans and the real `page_count`.',
        security: bearer,
        params: institutionParams,
        querystring: institutionPageQuery,
        response: { 200: institutionDetailWire, 400: validationErrorWire, 401: authenticationErrorWire, 404: detailErrorWire },
      },
    },
    async (request, reply) => {
      const { state, type, page, page_size: pageSize } = request.query;
      const filter = {
        ...(state === undefined ? {} : { stateId: state }),
        ...(type === undefined ? {} : { type }),
        ...(page === undefined ? {} : { page }),
        ...(pageSize === undefined ? {} : { pageSize }),
      };
      const institution = await findInstitution(request.params.id, (key) => getInstitutionPage(deps, key, filter));
      return institution === null ? reply.code(404).send(INSTITUTION_NOT_FOUND_BODY) : toInstitutionDetailWire(institution);
    },
  );

  app.get(
    '/api/institution/:id/simple',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One operator (by id or slug) with all its similar entities',
        security: bearer,
        params: institutionParams,
        response: { 200: institutionSimpleWire, 401: authenticationErrorWire, 404: detailErrorWire },
      },
    },
    async (request, reply) => {
      const institution = await findInstitution(request.params.id, (key) => getInstitutionSimple(deps, key));
      return institution === null ? reply.code(404).send(INSTITUTION_NOT_FOUND_BODY) : toInstitutionSimpleWire(institution);
    },
  );

  app.get(
    '/api/entities/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Adhesion entities (of the state plus national ones) accepting the occupation',
        security: bearer,
        querystring: entityListQuery,
        response: { 200: entityListWire, 400: validationErrorWire, 401: authenticationErrorWire },
      },
    },
    async (request, reply) => {
      const filter = {
        ...(request.query.state === undefined ? {} : { stateId: request.query.state }),
        ...(request.query.occupation === undefined ? {} : { occupationId: request.query.occupation }),
      };
      const result = await listEntities(deps, filter);
      if (result.kind === 'invalid') return reply.code(400).send(result.errors);
      return result.entities.map((entity) => ({ ...toEntityWire(entity), occupations: entity.occupations }));
    },
  );

  app.get(
    '/api/occupations/',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Professions for adhesion (PF) quotes',
        security: bearer,
        response: { 200: occupationListWire, 401: authenticationErrorWire },
      },
    },
    async () => listOccupations(deps),
  );

  app.get(
    '/api/hospitals/',
    {
      schema: {
        tags: ['catalog'],
        summary: `Hospitals for the accredited-network filter (name or city, accents and case ignored; at most ${HOSPITAL_SEARCH_LIMIT})`,
        security: bearer,
        querystring: hospitalSearchQuery,
        response: { 200: hospitalSearchWire, 400: validationErrorWire, 401: authenticationErrorWire },
      },
    },
    async (request) => {
      const hospitals = await searchHospitals(deps, {
        ...(request.query.state === undefined ? {} : { stateId: request.query.state }),
        ...(request.query.search === undefined ? {} : { search: request.query.search }),
      });
      return hospitals.map(providerToWire);
    },
  );
};
