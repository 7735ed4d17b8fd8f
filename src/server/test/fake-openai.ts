import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';

/**
 * How the fake answers a request: well; with text that is not JSON; with JSON that does not
 * match the schema asked for; with a tip that pitches an upgrade; with a name too few; 429 with Retry-After; 500; or
 * not at all.
 */
export type FakeModelAnswer =
  | 'well'
  | 'malformed-json'
  | 'off-schema'
  | 'upgrade-pitch'
  | 'one-name-short'
  | 'rate-limited'
  | 'server-error'
  | 'hang';

/** What a request asked for, told from its schema. */
export type FakeModelQuestion = 'enrichment' | 'session-names' | 'insight-summary';

export const FAKE_MODEL_SUMMARY = 'Outline the key points first, then draft and review in passes';
export const FAKE_MODEL_INSIGHT = 'Book the first session before noon, while focus is freshest.';
export const FAKE_MODEL_TIP = 'You focused for a steady stretch today: take your long break now.';

/** The fake's names for a task of `count` sessions. */
export function fakeSessionNames(count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    index === 0
      ? 'Outline the work'
      : index === count - 1
        ? 'Review and finish'
        : `Draft part ${index}`,
  );
}

interface ChatBody {
  model?: string;
  messages?: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name?: string } };
}

/** One request as the fake received it. */
export interface FakeModelRequest {
  question: FakeModelQuestion;
  format: string | undefined;
  system: string;
  /** The user message, which Pomopal sends as JSON. */
  user: unknown;
}

export interface FakeOpenAiOptions {
  /** How long each answer takes. */
  latencyMs?: number;
  /** What a 429 tells the client to wait. */
  retryAfterSeconds?: number;
  /** False: a server without structured output, which refuses `json_schema` with a 400. */
  supportsJsonSchema?: boolean;
}

function questionOf(body: ChatBody, system: string): FakeModelQuestion {
  const name = body.response_format?.json_schema?.name;
  if (name === 'session_names' || (!name && system.includes('"names"'))) return 'session-names';
  if (name === 'task_enrichment' || (!name && system.includes('"insight"'))) return 'enrichment';
  return 'insight-summary';
}

function sessionCountOf(user: unknown): number {
  return typeof user === 'object' &&
    user !== null &&
    'focusSessions' in user &&
    typeof user.focusSessions === 'number'
    ? user.focusSessions
    : 1;
}

function wellAnswered(question: FakeModelQuestion, user: unknown): object {
  if (question === 'enrichment') {
    return {
      priority: 'High',
      urgency: 'Medium',
      summary: FAKE_MODEL_SUMMARY,
      insight: FAKE_MODEL_INSIGHT,
    };
  }
  if (question === 'session-names') return { names: fakeSessionNames(sessionCountOf(user)) };
  return { summary: FAKE_MODEL_TIP };
}

function parseUser(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * An OpenAI-compatible chat-completions server on 127.0.0.1, as OpenAI or a local model server
 * answers: it checks the API key, answers each request as the test scripted (`next`, `always`),
 * and counts the requests in flight at once.
 */
export async function startFakeOpenAi(options: FakeOpenAiOptions = {}) {
  const apiKey = `sk-fake-${randomUUID()}`;
  const model = 'fake-model';
  const requests: FakeModelRequest[] = [];
  const scripted: FakeModelAnswer[] = [];
  const stats = { inFlight: 0, peakInFlight: 0, total: 0 };
  let standing: FakeModelAnswer = 'well';
  const hanging = new Set<() => void>();

  const server = Fastify({ forceCloseConnections: true });
  server.post('/v1/chat/completions', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return reply.status(401).send({
        error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' },
      });
    }
    const body = request.body as ChatBody;
    const system = body.messages?.find((message) => message.role === 'system')?.content ?? '';
    const user = parseUser(
      body.messages?.find((message) => message.role === 'user')?.content ?? '',
    );
    const question = questionOf(body, system);
    const format = body.response_format?.type;
    requests.push({ question, format, system, user });
    if (format === 'json_schema' && options.supportsJsonSchema === false) {
      return reply.status(400).send({
        error: {
          message: "'response_format.type' json_schema is not supported",
          type: 'invalid_request_error',
        },
      });
    }
    const answer = scripted.shift() ?? standing;
    stats.total += 1;
    stats.inFlight += 1;
    stats.peakInFlight = Math.max(stats.peakInFlight, stats.inFlight);
    try {
      if (answer === 'hang') {
        // Until the client gives up (a timeout), or the fake closes.
        await new Promise<void>((resolve) => {
          hanging.add(resolve);
          reply.raw.once('close', () => resolve());
        });
        return reply;
      }
      if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      if (answer === 'rate-limited') {
        return reply
          .status(429)
          .header('retry-after', String(options.retryAfterSeconds ?? 1))
          .send({
            error: {
              message: 'Rate limit reached for requests',
              type: 'requests',
              code: 'rate_limit_exceeded',
            },
          });
      }
      if (answer === 'server-error') {
        return reply.status(500).send({
          error: {
            message: 'The server had an error while processing your request.',
            type: 'server_error',
          },
        });
      }
      const content =
        answer === 'malformed-json'
          ? '{"priority": "High", "summary": "Outline the'
          : answer === 'off-schema'
            ? JSON.stringify({ priority: 'Critical', urgency: 'soon', summary: '', names: 'one' })
            : answer === 'one-name-short'
              ? JSON.stringify({ names: fakeSessionNames(sessionCountOf(user) - 1) })
              : answer === 'upgrade-pitch'
                ? JSON.stringify({ summary: 'Upgrade to Pro to unlock your weekly reflection.' })
                : JSON.stringify(wellAnswered(question, user));
      return {
        id: `chatcmpl-${randomUUID()}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content, refusal: null },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 30, total_tokens: 130 },
      };
    } finally {
      stats.inFlight -= 1;
    }
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}/v1`;

  return {
    baseUrl,
    /** The environment that points Pomopal at this fake. */
    env: { AI_BASE_URL: baseUrl, AI_API_KEY: apiKey, AI_MODEL: model },
    requests,
    stats,
    /** The next requests are answered so, in order, before the standing answer. */
    next: (...answers: FakeModelAnswer[]) => {
      scripted.push(...answers);
    },
    /** How every request not scripted by `next` is answered from now on. */
    always: (answer: FakeModelAnswer) => {
      standing = answer;
    },
    /** Forgets the script, the requests and the counts: a clean slate for the next test. */
    reset: () => {
      scripted.length = 0;
      requests.length = 0;
      standing = 'well';
      // Requests still in flight stay counted until they end.
      Object.assign(stats, { peakInFlight: stats.inFlight, total: 0 });
    },
    close: async () => {
      for (const release of hanging) release();
      await server.close();
    },
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
