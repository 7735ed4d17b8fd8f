import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, publicConfigSchema } from '../../../shared/config.schemas.ts';
import type { Config } from '../../config.ts';
import { publicConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { version } from '../../version.ts';

interface HealthDeps {
  config: Config;
  database: DatabaseHandle;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (
  app,
  { config, database },
) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, database: database.kind, version };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'unavailable', database: database.kind, version });
      }
    },
  );

  app.get('/api/config', { schema: { response: { 200: publicConfigSchema } } }, async () =>
    publicConfig(config, version),
  );
};
