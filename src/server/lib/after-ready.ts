import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Settles once the work started after readiness (`startAfterReady`) is done, rejecting with
     * its first failure: a server whose background work cannot start must stop.
     */
    startedAfterReady: Promise<void>;
  }
}

const steps = new WeakMap<FastifyInstance, (() => Promise<unknown>)[]>();

/**
 * Runs `step` once the server is ready, after the steps added before it, without holding its
 * readiness (and so its listening) up: the background jobs start while the server already
 * answers, and what needs them waits for them. A close waits for the steps to end first.
 */
export function startAfterReady(app: FastifyInstance, step: () => Promise<unknown>): void {
  const known = steps.get(app);
  if (known) {
    known.push(step);
    return;
  }
  const queued = [step];
  steps.set(app, queued);
  let finish: (result: Promise<void>) => void = () => {};
  const started = new Promise<void>((resolve) => {
    finish = resolve;
  });
  started.catch((error: unknown) =>
    app.log.error({ err: error }, 'background work failed to start'),
  );
  app.decorate('startedAfterReady', started);
  let running: Promise<void> | undefined;
  let closing = false;
  app.addHook('onReady', (done) => {
    // After this turn, in which a starting server begins to listen.
    setImmediate(() => {
      if (closing) return finish(Promise.resolve());
      running = (async () => {
        for (const next of queued) await next();
      })();
      finish(running);
    });
    done();
  });
  app.addHook('preClose', async () => {
    closing = true;
    await running?.catch(() => {});
  });
}
