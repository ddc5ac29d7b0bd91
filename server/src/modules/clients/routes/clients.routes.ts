/**
 * The account's clients ('Clientes'; src/contract/clients.ts has each answer): list with
 * search, create, read with the quotations and life quotes / proposals held about the client, update, export and delete
 * (LGPD art. 18). Levels in ROUTE_ACCESS: paid like the saved quotations; export and delete
 * by the account's admins (they answer the client's request for the office). Another
 * account's client answers 404 like an unknown id.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientBodyWire,
  clientDetailWire,
  clientExportToWire,
  clientExportWire,
  clientIdParamsWire,
  clientListQueryWire,
  clientListWire,
  clientToWire,
  clientWire,
  type ClientDetailWire,
  type ClientLifeItemWire,
} from '../../../../../src/contract/clients';
import type { LifeClientItemRow } from '../../../../life/kit/client-data';
import { quotationListItemFromData, type QuotationDataWire } from '../../../../../src/contract/quotation';
import { CLIENT_RECORD_MESSAGES, CLIENTS_PAGE_SIZE, clientExportFileName, normalizeClientInput } from '../../../../../src/domain/clients/client-record';
import { bearer, readErrors } from '../../../http/route-schema';
import { currentUser } from '../../../http/authentication';
import { sendSearchedPage } from '../../../http/paged-list';
import { createClient, deleteClient, exportClient, getClient, listClients, updateClient, type ClientsDeps } from '../use-cases/clients';

const tags = ['clients'];

/** An instant read by a raw query (a Date, or text on some drivers) → ISO 8601. */
const isoOf = (value: Date | string): string => new Date(value).toISOString();

/** A life item held about the client → the wire; `mine` when `userId` made it. */
function clientLifeItemToWire(row: LifeClientItemRow, userId: number): ClientLifeItemWire {
  return {
    kind: row.kind,
    id: row.id,
    quotation_id: row.quotation_id,
    created_at: isoOf(row.created_at),
    client: { name: row.client_name ?? '', phone: row.client_phone ?? '', cpf: row.client_cpf ?? '' },
    title: row.title ?? '',
    quote_number: row.quote_number ?? '',
    monthly_price_cents: Number(row.monthly_price_cents ?? 0),
    valid_until: row.valid_until ?? '',
    link_expires_at: row.link_expires_at === null ? null : isoOf(row.link_expires_at),
    mine: Number(row.user_id) === userId,
  };
}
const NOT_FOUND = { detail: CLIENT_RECORD_MESSAGES.notFound } as const;

/** Answers are built from validated data: serialized as they are (the schemas document them). */
const plainJson = () => (data: unknown) => JSON.stringify(data);

export const clientRoutes: FastifyPluginAsyncZod<ClientsDeps> = async (app, deps) => {
  app.get(
    '/api/v1/clients/',
    {
      schema: { tags, summary: "The caller's account's clients, by name", security: bearer, querystring: clientListQueryWire, response: { 200: clientListWire, ...readErrors } },
    },
    async (request, reply) => {
      const { total, clients } = await listClients(deps, currentUser(request), request.query.page, request.query.search);
      return sendSearchedPage(request, reply, request.query, '/api/v1/clients/', CLIENTS_PAGE_SIZE, { total, items: clients }, clientToWire);
    },
  );

  app.post(
    '/api/v1/clients/',
    { schema: { tags, summary: 'Add a client to the account', security: bearer, body: clientBodyWire, response: { 201: clientWire, ...readErrors } } },
    async (request, reply) => reply.code(201).send(clientToWire(await createClient(deps, currentUser(request), normalizeClientInput(request.body)))),
  );

  app.get(
    '/api/v1/clients/:id/',
    {
      schema: { tags, summary: 'A client of the account and the quotations held about it', security: bearer, params: clientIdParamsWire, response: { 200: clientDetailWire, ...readErrors } },
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const found = await getClient(deps, currentUser(request), request.params.id);
      if (!found) return reply.code(404).send(NOT_FOUND);
      const body: ClientDetailWire = {
        ...clientToWire(found.client),
        quotations: found.quotations.map((quotation) => quotationListItemFromData(quotation.code, quotation.data as QuotationDataWire, quotation.createdAt.toISOString())),
        life: found.life.map((item) => clientLifeItemToWire(item, currentUser(request).id)),
      };
      return reply.send(body);
    },
  );

  app.put(
    '/api/v1/clients/:id/',
    { schema: { tags, summary: "Replace a client's fields", security: bearer, params: clientIdParamsWire, body: clientBodyWire, response: { 200: clientWire, ...readErrors } } },
    async (request, reply) => {
      const client = await updateClient(deps, currentUser(request), request.params.id, normalizeClientInput(request.body));
      if (!client) return reply.code(404).send(NOT_FOUND);
      return reply.send(clientToWire(client));
    },
  );

  app.post(
    '/api/v1/clients/:id/export/',
    {
      schema: {
        tags,
        summary: 'Everything held about the client, as JSON (LGPD art. 18); recorded in the account audit (account admins)',
        security: bearer,
        params: clientIdParamsWire,
        response: { 200: clientExportWire, ...readErrors },
      },
      serializerCompiler: plainJson,
    },
    async (request, reply) => {
      const exported = await exportClient(deps, currentUser(request), request.params.id);
      if (!exported) return reply.code(404).send(NOT_FOUND);
      return reply.header('content-disposition', `attachment; filename="${clientExportFileName(exported.client.id)}"`).send(clientExportToWire(exported));
    },
  );

  app.delete(
    '/api/v1/clients/:id/',
    {
      schema: {
        tags,
        summary: "Delete the client and anonymise its quotations (LGPD art. 18); recorded in the account audit (account admins)",
        security: bearer,
        params: clientIdParamsWire,
        response: { 204: z.null(), ...readErrors },
      },
    },
    async (request, reply) => {
      if (!(await deleteClient(deps, currentUser(request), request.params.id))) return reply.code(404).send(NOT_FOUND);
      return reply.code(204).send(null);
    },
  );
};
