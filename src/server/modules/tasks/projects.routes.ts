import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createLabelSchema,
  createProjectSchema,
  deleteProjectQuerySchema,
  labelIdParamsSchema,
  labelSchema,
  labelsSchema,
  moveProjectSchema,
  projectIdParamsSchema,
  projectSchema,
  projectsSchema,
  updateLabelSchema,
  updateProjectSchema,
} from '../../../shared/projects.schemas.ts';
import { z } from '../../../shared/zod.ts';
import { signedInUserId } from '../auth/auth.guard.ts';
import type { ProjectsService } from './projects.service.ts';

/** Projects and labels: the side bar's lists and the words tasks are tagged with. */
export const projectsRoutes: FastifyPluginAsyncZod<{
  signedInOnly: onRequestHookHandler;
  service: ProjectsService;
}> = async (app, { signedInOnly, service }) => {
  app.addHook('onRequest', signedInOnly);
  const user = signedInUserId;

  app.get('/api/projects', { schema: { response: { 200: projectsSchema } } }, (request) =>
    service.projects(user(request)),
  );

  app.post(
    '/api/projects',
    { schema: { body: createProjectSchema, response: { 201: projectSchema } } },
    async (request, reply) =>
      reply.code(201).send(await service.createProject(user(request), request.body)),
  );

  app.patch(
    '/api/projects/:id',
    {
      schema: {
        params: projectIdParamsSchema,
        body: updateProjectSchema,
        response: { 200: projectSchema },
      },
    },
    (request) => service.updateProject(user(request), request.params.id, request.body),
  );

  app.put(
    '/api/projects/:id/position',
    {
      schema: {
        params: projectIdParamsSchema,
        body: moveProjectSchema,
        response: { 200: projectSchema },
      },
    },
    (request) => service.moveProject(user(request), request.params.id, request.body),
  );

  app.delete(
    '/api/projects/:id',
    {
      schema: {
        params: projectIdParamsSchema,
        querystring: deleteProjectQuerySchema,
        response: { 200: z.object({ tasks: z.int() }) },
      },
    },
    (request) => service.deleteProject(user(request), request.params.id, request.query.tasks),
  );

  app.post(
    '/api/projects/:id/restore',
    { schema: { params: projectIdParamsSchema, response: { 200: projectSchema } } },
    (request) => service.restoreProject(user(request), request.params.id),
  );

  app.get('/api/labels', { schema: { response: { 200: labelsSchema } } }, (request) =>
    service.labels(user(request)),
  );

  app.post(
    '/api/labels',
    { schema: { body: createLabelSchema, response: { 201: labelSchema } } },
    async (request, reply) =>
      reply.code(201).send(await service.createLabel(user(request), request.body)),
  );

  app.patch(
    '/api/labels/:id',
    {
      schema: {
        params: labelIdParamsSchema,
        body: updateLabelSchema,
        response: { 200: labelSchema },
      },
    },
    (request) => service.updateLabel(user(request), request.params.id, request.body),
  );

  app.delete(
    '/api/labels/:id',
    { schema: { params: labelIdParamsSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await service.deleteLabel(user(request), request.params.id);
      return reply.code(204).send(undefined);
    },
  );
};
