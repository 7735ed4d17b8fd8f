import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptTermsSchema,
  blockUserSchema,
  callOutcomeSchema,
  callRoomSchema,
  reportPartnerSchema,
  roomParamsSchema,
  termsStatusSchema,
} from '../../../shared/accountability.schemas.ts';
import { signedInUserId } from '../auth/auth.guard.ts';
import type { AccountabilityService } from './accountability.service.ts';

export const accountabilityRoutes: FastifyPluginAsyncZod<{
  signedInOnly: onRequestHookHandler;
  service: AccountabilityService;
}> = async (app, { signedInOnly, service }) => {
  app.addHook('onRequest', signedInOnly);
  const user = signedInUserId;
  const room = { params: roomParamsSchema, response: { 200: callRoomSchema } };

  app.get(
    '/api/accountability/terms',
    { schema: { response: { 200: termsStatusSchema } } },
    (request) => service.termsStatus(user(request)),
  );

  app.post(
    '/api/accountability/terms',
    { schema: { body: acceptTermsSchema, response: { 200: termsStatusSchema } } },
    (request) => service.acceptTerms(user(request), request.body.version),
  );

  app.get('/api/accountability/rooms/:roomName', { schema: room }, (request) =>
    service.room(user(request), request.params.roomName),
  );

  app.post('/api/accountability/rooms/:roomName/end', { schema: room }, (request) =>
    service.end(user(request), request.params.roomName),
  );

  app.post('/api/accountability/rooms/:roomName/focus', { schema: room }, (request) =>
    service.startFocus(user(request), request.params.roomName),
  );

  app.post(
    '/api/accountability/rooms/:roomName/outcome',
    { schema: { ...room, body: callOutcomeSchema } },
    (request) =>
      service.recordOutcome(user(request), request.params.roomName, request.body.outcome),
  );

  app.post(
    '/api/accountability/blocks',
    { schema: { body: blockUserSchema } },
    async (request, reply) => {
      await service.block(user(request), request.body.userId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/accountability/reports',
    { schema: { body: reportPartnerSchema } },
    async (request, reply) => {
      await service.report(user(request), request.body.roomName, request.body.reason);
      return reply.status(204).send();
    },
  );
};
