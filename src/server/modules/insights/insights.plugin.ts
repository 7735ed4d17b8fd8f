import type { onRequestHookHandler } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { HttpApp } from '../../lib/http-app.ts';
import type { AiService } from '../ai/ai.service.ts';
import type { SubscriptionsService } from '../billing/subscriptions.service.ts';
import { createAiSummariesRepository } from './ai-summaries.repository.ts';
import { createInsightsRepository } from './insights.repository.ts';
import { insightsRoutes } from './insights.routes.ts';
import { createInsightsService } from './insights.service.ts';

export interface InsightsModuleDeps {
  db: Database;
  ai: AiService;
  signedInOnly: onRequestHookHandler;
  assertPro: SubscriptionsService['assertPro'];
  now: () => Date;
}

/** Streaks, the dashboard and its AI summaries. */
export async function registerInsights(app: HttpApp, deps: InsightsModuleDeps): Promise<void> {
  const { db } = deps;
  await app.register(insightsRoutes, {
    signedInOnly: deps.signedInOnly,
    service: createInsightsService({
      repository: createInsightsRepository({ db }),
      summaries: createAiSummariesRepository({ db }),
      engine: deps.ai,
      assertPro: deps.assertPro,
      now: deps.now,
    }),
  });
}
