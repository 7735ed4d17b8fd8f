import OpenAI from 'openai';
import pLimit from 'p-limit';
import { z } from '../../../shared/zod.ts';
import type { AiEngine } from './ai.service.ts';
import { AiModelError } from './ai-model-error.ts';
import {
  enrichmentPrompt,
  insightSummaryPrompt,
  type Prompt,
  sessionNamesPrompt,
} from './ai-prompts.ts';

export interface ModelEngineOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** How long one request may take before it is given up (and tried once more). */
  timeoutMs: number;
  /** Requests in flight at once from this process; more wait their turn. */
  concurrency: number;
  now?: () => Date;
}

/**
 * The JSON schema sent with a request. Length limits are left to the validation of the answer:
 * structured-output servers reject schemas that use them.
 */
function wireSchema(schema: z.ZodMiniType): Record<string, unknown> {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    target: 'draft-7',
    override: ({ jsonSchema }) => {
      delete jsonSchema.minLength;
      delete jsonSchema.maxLength;
    },
  });
  return json;
}

/** Why a request failed, in words fit for the log. */
function failureOf(error: unknown): AiModelError {
  if (error instanceof AiModelError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new AiModelError('timed out');
  if (error instanceof OpenAI.APIConnectionError) return new AiModelError('could not connect');
  if (error instanceof OpenAI.APIError && error.status !== undefined) {
    return new AiModelError(`HTTP ${error.status}`);
  }
  return new AiModelError('the request failed');
}

/** A model's text as JSON; some local models wrap it in a Markdown code fence. */
function parseJson(content: string): unknown {
  const text = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    return JSON.parse(text);
  } catch {
    throw new AiModelError('the answer was not JSON');
  }
}

/**
 * A real language model behind any OpenAI-compatible chat-completions API (OpenAI, or a model
 * run locally with Ollama, vLLM, llama.cpp's server or LM Studio), through the official SDK.
 * Each request asks for a JSON schema, or for JSON mode from a server that refuses schemas;
 * every answer is validated, and one that does not validate is a failure. The SDK retries once,
 * after a backoff that honours Retry-After, on a timeout, a 429 or a 5xx.
 */
export function createModelEngine(options: ModelEngineOptions): AiEngine {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    timeout: options.timeoutMs,
    maxRetries: 1,
  });
  const limit = pLimit(options.concurrency);
  const now = options.now ?? (() => new Date());
  let schemasRefused = false;

  const complete = async (
    prompt: Prompt<unknown>,
    format: OpenAI.ChatCompletionCreateParams['response_format'],
  ) => {
    const completion = await client.chat.completions.create({
      model: options.model,
      messages: [
        {
          role: 'system',
          content: `${prompt.system}\nThe JSON object must match this JSON schema: ${JSON.stringify(wireSchema(prompt.schema))}`,
        },
        { role: 'user', content: prompt.user },
      ],
      response_format: format,
    });
    const choice = completion.choices[0];
    if (choice?.finish_reason === 'length') throw new AiModelError('the answer was cut off');
    const content = choice?.message.content;
    if (!content) throw new AiModelError('the answer was empty');
    return content;
  };

  const answer = async (prompt: Prompt<unknown>): Promise<string> => {
    if (!schemasRefused) {
      try {
        return await complete(prompt, {
          type: 'json_schema',
          json_schema: { name: prompt.name, schema: wireSchema(prompt.schema), strict: true },
        });
      } catch (error) {
        if (!(error instanceof OpenAI.BadRequestError)) throw error;
      }
      // A server without structured output refuses the schema; JSON mode is the next best.
      const content = await complete(prompt, { type: 'json_object' });
      schemasRefused = true;
      return content;
    }
    return complete(prompt, { type: 'json_object' });
  };

  const ask = async <Answer>(prompt: Prompt<Answer>): Promise<Answer> => {
    try {
      const json = parseJson(await limit(() => answer(prompt)));
      const parsed = prompt.schema.safeParse(json);
      if (!parsed.success) {
        const where = parsed.error.issues[0]?.path.join('.') || 'the answer';
        throw new AiModelError(`the answer did not match the schema at ${where}`);
      }
      return parsed.data;
    } catch (error) {
      throw failureOf(error);
    }
  };

  return {
    enrich: async (task) => {
      const rated = await ask(enrichmentPrompt(task, now()));
      return {
        aiPredictedPriority: rated.priority,
        aiPredictedUrgency: rated.urgency,
        aiTaskSummary: rated.summary,
        aiInsights: rated.insight,
      };
    },
    nameSessions: async (task) => {
      const { names } = await ask(sessionNamesPrompt(task, now()));
      if (names.length !== task.sessionCount) {
        throw new AiModelError(`${names.length} names for ${task.sessionCount} sessions`);
      }
      return names;
    },
    summarize: async (input) => (await ask(insightSummaryPrompt(input))).summary,
  };
}
