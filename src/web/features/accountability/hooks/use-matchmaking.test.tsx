import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_CANCELLED } from '../../../../shared/domain/accountability.ts';
import { ACCOUNTABILITY_EVENTS } from '../../../../shared/realtime-events.ts';
import { installFakeTimers, restoreRealTimers } from '../../../test/fake-timers.ts';
import { SKIP_RESTART_MS } from '../constants.ts';
import { fakeLink } from '../realtime-fixtures.ts';
import { useMatchmaking } from './use-matchmaking.ts';

vi.mock('../../../lib/socket.ts', () => ({
  socket: { on: vi.fn(), off: vi.fn() },
  emitWithAck: vi.fn(),
}));

const ME = 'user-ada';
const GOAL = '4b0c8f43-2c55-4b9e-9d4a-58f0f55a3c11';
const match = (partnerId: string) => ({
  partner: { id: partnerId, username: 'grace' },
  room_name: 'Zm9jdXNfcm9vbV9uYW1lXzE',
  initiator: true,
});

/** Lets the acknowledgements (resolved promises) land. */
const settle = () => act(async () => {});

function mount(answer?: Parameters<typeof fakeLink>[0]) {
  const socket = fakeLink(answer);
  const hook = renderHook(() => useMatchmaking(ME, socket.link));
  return { ...socket, hook, state: () => hook.result.current.state };
}

describe('useMatchmaking', () => {
  afterEach(restoreRealTimers);

  it('joins the queue with the goal, and a match from the server ends the search', async () => {
    const call = mount();
    act(() => call.hook.result.current.find(GOAL));
    await settle();
    expect(call.emitWithAck).toHaveBeenCalledWith(ACCOUNTABILITY_EVENTS.join, { goalTaskId: GOAL });
    expect(call.state()).toEqual({ phase: 'searching', skipping: false });

    call.deliver(ACCOUNTABILITY_EVENTS.matchFound, match('user-grace'));
    expect(call.state()).toEqual({ phase: 'matched', match: match('user-grace') });
  });

  it('stops searching and says why when the server ends the search', async () => {
    const call = mount();
    act(() => call.hook.result.current.find(null));
    await settle();
    const message = 'Finding a partner is paused for your account while reports are reviewed.';
    call.deliver(ACCOUNTABILITY_EVENTS.searchEnded, { code: 'not.a_code', message });
    expect(call.state().phase).toBe('searching');
    call.deliver(ACCOUNTABILITY_EVENTS.searchEnded, {
      code: 'accountability.under_review',
      message,
    });
    expect(call.state()).toEqual({
      phase: 'idle',
      notice: null,
      error: { code: 'accountability.under_review', message },
    });
  });

  it('ignores a match with oneself and anything not shaped like a match', async () => {
    const call = mount();
    act(() => call.hook.result.current.find(null));
    await settle();
    call.deliver(ACCOUNTABILITY_EVENTS.matchFound, match(ME));
    call.deliver(ACCOUNTABILITY_EVENTS.matchFound, { partner: 'nobody' });
    expect(call.state().phase).toBe('searching');
  });

  it('Cancel Search leaves the queue and says so; a late match is ignored', async () => {
    const call = mount();
    act(() => call.hook.result.current.find(null));
    await settle();
    act(() => call.hook.result.current.cancel());
    await settle();
    expect(call.sent()).toEqual([ACCOUNTABILITY_EVENTS.join, ACCOUNTABILITY_EVENTS.leave]);
    expect(call.state()).toEqual({ phase: 'idle', notice: SEARCH_CANCELLED, error: null });

    call.deliver(ACCOUNTABILITY_EVENTS.matchFound, match('user-grace'));
    expect(call.state().phase).toBe('idle');
  });

  it('Skip leaves the queue and joins again after the restart delay', async () => {
    installFakeTimers();
    const call = mount();
    act(() => call.hook.result.current.find(GOAL));
    await settle();
    act(() => call.hook.result.current.skip());
    await settle();
    expect(call.sent()).toEqual([ACCOUNTABILITY_EVENTS.join, ACCOUNTABILITY_EVENTS.skip]);
    expect(call.emitWithAck).toHaveBeenLastCalledWith(ACCOUNTABILITY_EVENTS.skip, {
      partnerId: null,
    });
    expect(call.state()).toEqual({ phase: 'searching', skipping: true });

    act(() => vi.advanceTimersByTime(SKIP_RESTART_MS - 1));
    expect(call.sent()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    await settle();
    expect(call.sent()).toEqual([
      ACCOUNTABILITY_EVENTS.join,
      ACCOUNTABILITY_EVENTS.skip,
      ACCOUNTABILITY_EVENTS.join,
    ]);
    expect(call.emitWithAck).toHaveBeenLastCalledWith(ACCOUNTABILITY_EVENTS.join, {
      goalTaskId: GOAL,
    });
    expect(call.state()).toEqual({ phase: 'searching', skipping: false });
  });

  it('sends a join made right after Cancel only once the leave is answered', async () => {
    let answerLeave: (answer: unknown) => void = () => {};
    const call = mount((event) =>
      event === ACCOUNTABILITY_EVENTS.leave
        ? new Promise((resolve) => {
            answerLeave = resolve;
          })
        : { ok: true },
    );
    act(() => call.hook.result.current.find(null));
    await settle();
    act(() => call.hook.result.current.cancel());
    act(() => call.hook.result.current.find(null));
    await settle();
    expect(call.sent()).toEqual([ACCOUNTABILITY_EVENTS.join, ACCOUNTABILITY_EVENTS.leave]);
    answerLeave({ ok: true });
    await settle();
    expect(call.sent()).toEqual([
      ACCOUNTABILITY_EVENTS.join,
      ACCOUNTABILITY_EVENTS.leave,
      ACCOUNTABILITY_EVENTS.join,
    ]);
  });

  it('Cancel during the skip delay stops the restart', async () => {
    installFakeTimers();
    const call = mount();
    act(() => call.hook.result.current.find(null));
    await settle();
    act(() => call.hook.result.current.skip());
    act(() => call.hook.result.current.cancel());
    act(() => vi.advanceTimersByTime(SKIP_RESTART_MS * 5));
    await settle();
    expect(call.sent()).toEqual([
      ACCOUNTABILITY_EVENTS.join,
      ACCOUNTABILITY_EVENTS.skip,
      ACCOUNTABILITY_EVENTS.leave,
    ]);
    expect(call.state()).toEqual({ phase: 'idle', notice: SEARCH_CANCELLED, error: null });
  });

  it('a refused join goes back to idle with the reason, by its code', async () => {
    const call = mount((event) =>
      event === ACCOUNTABILITY_EVENTS.join
        ? { ok: false, code: 'accountability.terms_required', message: 'Accept the terms.' }
        : { ok: true },
    );
    act(() => call.hook.result.current.find(null));
    await settle();
    expect(call.state()).toEqual({
      phase: 'idle',
      notice: null,
      error: { code: 'accountability.terms_required', message: 'Accept the terms.' },
    });
  });

  it('an unanswered join counts as the server being unavailable', async () => {
    const call = mount(() => {
      throw new Error('operation has timed out');
    });
    act(() => call.hook.result.current.find(null));
    await settle();
    expect(call.state()).toMatchObject({ phase: 'idle', error: { code: 'server.unavailable' } });
  });

  it('leaving the page while searching leaves the queue; after a match it does not', async () => {
    const searching = mount();
    act(() => searching.hook.result.current.find(null));
    await settle();
    searching.hook.unmount();
    await settle();
    expect(searching.sent()).toEqual([ACCOUNTABILITY_EVENTS.join, ACCOUNTABILITY_EVENTS.leave]);

    const matched = mount();
    act(() => matched.hook.result.current.find(null));
    await settle();
    matched.deliver(ACCOUNTABILITY_EVENTS.matchFound, match('user-grace'));
    matched.hook.unmount();
    await settle();
    expect(matched.sent()).toEqual([ACCOUNTABILITY_EVENTS.join]);
  });

  it('Find Another Partner goes back to idle without a message', async () => {
    const call = mount();
    act(() => call.hook.result.current.find(null));
    await settle();
    call.deliver(ACCOUNTABILITY_EVENTS.matchFound, match('user-grace'));
    act(() => call.hook.result.current.reset());
    expect(call.state()).toEqual({ phase: 'idle', notice: null, error: null });
  });
});
