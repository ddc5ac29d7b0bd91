/**
 * The support chat's REST calls (src/contract/support.ts), served by the process that owns
 * the cable (docs/shell.md, "Support chat"): brokers (`authenticated`) read and write their conversation,
 * superusers (`superuser`) read the inbox and answer. Access levels: LIFE_ROUTE_ACCESS.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUPPORT_MESSAGES, supportConversationParamsWire, supportMessageRequestWire } from '../../../../../src/contract/support';
import { currentUser } from '../../../../src/kit/http';
import {
  getBrokerConversation,
  getSupportInbox,
  getSupportThread,
  markBrokerRead,
  markSupportRead,
  postBrokerMessage,
  postSupportReply,
  type SupportChatDeps,
} from '../use-cases/support-chat';

const NOT_FOUND = { detail: SUPPORT_MESSAGES.conversationNotFound };

/** Registers the support routes. */
export const supportRoutes: FastifyPluginAsyncZod<{ deps: SupportChatDeps }> = async (app, { deps }) => {
  app.get('/v1/support/conversation/', async (request) => getBrokerConversation(deps, currentUser(request)));

  app.post('/v1/support/conversation/messages/', { schema: { body: supportMessageRequestWire } }, async (request, reply) =>
    reply.code(201).send(await postBrokerMessage(deps, currentUser(request), request.body.body)),
  );

  app.post('/v1/support/conversation/read/', async (request) => {
    await markBrokerRead(deps, currentUser(request));
    return { unread_count: 0 };
  });

  app.get('/v1/support/conversations/', async () => getSupportInbox(deps));

  app.get('/v1/support/conversations/:id/', { schema: { params: supportConversationParamsWire } }, async (request, reply) => {
    const thread = await getSupportThread(deps, request.params.id);
    return 'kind' in thread ? reply.code(404).send(NOT_FOUND) : thread;
  });

  app.post('/v1/support/conversations/:id/messages/', { schema: { params: supportConversationParamsWire, body: supportMessageRequestWire } }, async (request, reply) => {
    const message = await postSupportReply(deps, currentUser(request), request.params.id, request.body.body);
    return 'kind' in message ? reply.code(404).send(NOT_FOUND) : reply.code(201).send(message);
  });

  app.post('/v1/support/conversations/:id/read/', { schema: { params: supportConversationParamsWire } }, async (request, reply) => {
    const result = await markSupportRead(deps, request.params.id);
    return result.kind === 'not_found' ? reply.code(404).send(NOT_FOUND) : { unread_count: 0 };
  });
};
