import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { putRemindersSchema, remindersSchema } from '../../../shared/reminders.schemas.ts';
import { taskIdParamsSchema } from '../../../shared/tasks.schemas.ts';
import { requestTimeZone } from '../../lib/request-time-zone.ts';
import { signedInUserId } from '../auth/auth.guard.ts';
import type { TasksService } from './tasks.service.ts';

/** A task's reminders, read and replaced as a whole set. */
export const remindersRoutes: FastifyPluginAsyncZod<{
  signedInOnly: onRequestHookHandler;
  service: TasksService;
}> = async (app, { signedInOnly, service }) => {
  app.addHook('onRequest', signedInOnly);
  const user = signedInUserId;

  app.get(
    '/api/tasks/:id/reminders',
    { schema: { params: taskIdParamsSchema, response: { 200: remindersSchema } } },
    async (request) => ({
      reminders: await service.reminders(user(request), request.params.id),
    }),
  );

  app.put(
    '/api/tasks/:id/reminders',
    {
      schema: {
        params: taskIdParamsSchema,
        body: putRemindersSchema,
        response: { 200: remindersSchema },
      },
    },
    async (request) => ({
      reminders: await service.setReminders(
        user(request),
        request.params.id,
        request.body.reminders,
        requestTimeZone(request),
      ),
    }),
  );
};
