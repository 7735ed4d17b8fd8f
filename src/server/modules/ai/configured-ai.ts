import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { type AiEngine, type AiService, createAiService } from './ai.service.ts';
import { createLocalEngine } from './local-engine.ts';
import { createModelEngine } from './model-engine.ts';

export interface ConfiguredAiDeps {
  /** The model configured; unset, the built-in rules answer. */
  model: Config['ai'];
  /** Replaces the engine's methods it names (tests). */
  replacements?: Partial<AiEngine>;
  logger: FastifyBaseLogger;
}

/** The AI service on the configured engine, with the built-in rules behind it. */
export function createConfiguredAi({ model, replacements, logger }: ConfiguredAiDeps): AiService {
  const rules = createLocalEngine();
  return createAiService({
    engine: replacements ? { ...rules, ...replacements } : model ? createModelEngine(model) : rules,
    rules,
    logger,
  });
}
