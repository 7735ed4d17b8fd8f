import { describe, expect, it } from 'vitest';
import { createLeadership, type LockManagerLike } from './leadership.ts';
import { settle } from './timer-fixtures.ts';

interface Request {
  callback: () => Promise<void>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The Web Locks behaviour the election relies on: one holder, a queue, abort and steal. */
function fakeLocks(): LockManagerLike {
  let holder: Request | null = null;
  const queue: Request[] = [];
  const grant = (request: Request) => {
    holder = request;
    void request.callback().then(() => {
      if (holder !== request) return;
      holder = null;
      request.resolve(undefined);
      const next = queue.shift();
      if (next) grant(next);
    });
  };
  return {
    request: (_name, options, callback) =>
      new Promise((resolve, reject) => {
        const request = { callback, resolve, reject };
        options.signal?.addEventListener('abort', () => {
          const index = queue.indexOf(request);
          if (index >= 0) queue.splice(index, 1);
          reject(new DOMException('Aborted', 'AbortError'));
        });
        if (options.steal) {
          holder?.reject(new DOMException('Stolen', 'AbortError'));
          grant(request);
        } else if (holder) queue.push(request);
        else grant(request);
      }),
  };
}

describe('timer leadership', () => {
  it('lets one tab lead, hands over on a claim, and passes on when the leader goes', async () => {
    const locks = fakeLocks();
    const first = createLeadership(locks);
    const second = createLeadership(locks);

    first.start();
    second.start();
    await settle();
    expect([first.isLeader(), second.isLeader()]).toEqual([true, false]);

    second.claim();
    await settle();
    expect([first.isLeader(), second.isLeader()]).toEqual([false, true]);

    second.stop();
    await settle();
    expect([first.isLeader(), second.isLeader()]).toEqual([true, false]);
  });

  it('tells subscribers when this tab starts or stops leading', async () => {
    const leadership = createLeadership(fakeLocks());
    const changes: boolean[] = [];
    leadership.subscribe(() => changes.push(leadership.isLeader()));

    leadership.start();
    await settle();
    leadership.stop();

    expect(changes).toEqual([true, false]);
  });

  it('leads alone where the browser has no Web Locks', () => {
    expect(createLeadership(null).isLeader()).toBe(true);
  });
});
