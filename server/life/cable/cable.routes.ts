/**
 * `GET /cable`: the ActionCable socket (action-cable.ts). The socket itself is `public`
 * (LIFE_ROUTE_ACCESS); each channel subscription checks its token. Browsers always send
 * Origin: only the SPA's may open the cable (no cross-site sockets), closed with 1008 otherwise.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { CableServer } from './action-cable';

/** Registers the cable's socket route; needs @fastify/websocket registered on the app. */
export const cableRoutes: FastifyPluginAsync<{ cable: CableServer; allowedOrigin: string }> = async (app, { cable, allowedOrigin }) => {
  app.get('/cable', { websocket: true }, (socket, request) => {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== allowedOrigin) {
      socket.close(1008, 'origin not allowed');
      return;
    }
    cable.accept(socket);
  });
};
