/**
 * A model that did not give a usable answer. `reason` says why in words fit for the log
 * ('timed out', 'HTTP 429', 'the answer did not match the schema: priority'), never with the
 * user's own text in it.
 */
export class AiModelError extends Error {
  constructor(readonly reason: string) {
    super(`The AI model failed: ${reason}`);
    this.name = 'AiModelError';
  }
}
