import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completedPageQuerySchema,
  completedPageSchema,
  taskListSchema,
} from '../../../shared/task-list.schemas.ts';
import {
  exportQuerySchema,
  movedTaskSchema,
  moveTaskSchema,
  rescheduledTasksSchema,
  rescheduleTasksSchema,
  taskCompletionSchema,
  taskIdParamsSchema,
  taskSchema,
} from '../../../shared/tasks.schemas.ts';
import { z } from '../../../shared/zod.ts';
import { holdsEtag } from '../../lib/api-caching.ts';
import { requestTimeZone } from '../../lib/request-time-zone.ts';
import { signedInUserId } from '../auth/auth.guard.ts';
import { createTaskBodySchema, updateTaskBodySchema } from './repeat-rule.schema.ts';
import { taskListEtag } from './task-list-etag.ts';
import type { TasksService } from './tasks.service.ts';

export const tasksRoutes: FastifyPluginAsyncZod<{
  signedInOnly: onRequestHookHandler;
  service: TasksService;
}> = async (app, { signedInOnly, service }) => {
  app.addHook('onRequest', signedInOnly);
  const user = signedInUserId;

  // The ETag comes first: a client that holds the list already is answered without reading it.
  app.get(
    '/api/tasks',
    { schema: { response: { 200: taskListSchema, 304: z.undefined() } } },
    async (request, reply) => {
      const userId = user(request);
      const etag = taskListEtag(userId, await service.listVersion(userId));
      reply.header('etag', etag);
      if (holdsEtag(request, etag)) return reply.code(304).send(undefined);
      return service.list(userId);
    },
  );

  // 201 for a new task; 200 for a create sent again with the same id, which made nothing.
  app.post(
    '/api/tasks',
    { schema: { body: createTaskBodySchema, response: { 200: taskSchema, 201: taskSchema } } },
    async (request, reply) => {
      const { task, created } = await service.create(
        user(request),
        request.body,
        requestTimeZone(request),
      );
      return reply.status(created ? 201 : 200).send(task);
    },
  );

  // Every task named moves to the day, at its own time of day in the user's zone.
  app.post(
    '/api/tasks/reschedule',
    { schema: { body: rescheduleTasksSchema, response: { 200: rescheduledTasksSchema } } },
    (request) => service.reschedule(user(request), request.body, requestTimeZone(request)),
  );

  // Registered before /api/tasks/:id so the static paths win.
  app.get(
    '/api/tasks/completed',
    { schema: { querystring: completedPageQuerySchema, response: { 200: completedPageSchema } } },
    (request) => service.completedPage(user(request), request.query),
  );

  app.get(
    '/api/tasks/export.csv',
    { schema: { querystring: exportQuerySchema } },
    async (request, reply) => {
      const { filename, csv } = await service.exportCsv(user(request), request.query.timeZone);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );

  app.put(
    '/api/tasks/:id/position',
    {
      schema: {
        params: taskIdParamsSchema,
        body: moveTaskSchema,
        response: { 200: movedTaskSchema },
      },
    },
    (request) => service.move(user(request), request.params.id, request.body),
  );

  app.get(
    '/api/tasks/:id',
    { schema: { params: taskIdParamsSchema, response: { 200: taskSchema } } },
    (request) => service.get(user(request), request.params.id),
  );

  app.patch(
    '/api/tasks/:id',
    {
      schema: {
        params: taskIdParamsSchema,
        body: updateTaskBodySchema,
        response: { 200: taskSchema },
      },
    },
    (request) =>
      service.update(user(request), request.params.id, request.body, requestTimeZone(request)),
  );

  app.put(
    '/api/tasks/:id/completion',
    {
      schema: {
        params: taskIdParamsSchema,
        body: taskCompletionSchema,
        response: { 200: taskSchema },
      },
    },
    (request) => service.setCompleted(user(request), request.params.id, request.body.completed),
  );

  // Moves a repeating task on to its next date without completing it.
  app.post(
    '/api/tasks/:id/skip',
    { schema: { params: taskIdParamsSchema, response: { 200: taskSchema } } },
    (request) => service.skip(user(request), request.params.id),
  );

  app.delete(
    '/api/tasks/:id',
    { schema: { params: taskIdParamsSchema } },
    async (request, reply) => {
      await service.remove(user(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/tasks/:id/restore',
    { schema: { params: taskIdParamsSchema, response: { 200: taskSchema } } },
    (request) => service.restore(user(request), request.params.id),
  );
};
