import { useCallback, useEffect, useRef, useState } from 'react';
import type { MatchFound } from '../../../../shared/accountability.schemas.ts';
import { SEARCH_CANCELLED } from '../../../../shared/domain/accountability.ts';
import { type CatalogueErrorCode, isCatalogueErrorCode } from '../../../../shared/errors.ts';
import { ACCOUNTABILITY_EVENTS } from '../../../../shared/realtime-events.ts';
import { accountabilitySchemas } from '../../../lib/schema-loaders.ts';
import { SKIP_RESTART_MS } from '../constants.ts';
import { appRealtimeLink, type RealtimeLink, request } from '../realtime-link.ts';

/** Why the server would not queue the user. */
export interface SearchRefusal {
  code: CatalogueErrorCode;
  message: string;
}

export type SearchState =
  | { phase: 'idle'; notice: string | null; error: SearchRefusal | null }
  | { phase: 'searching'; skipping: boolean }
  | { phase: 'matched'; match: MatchFound };

export interface Matchmaking {
  state: SearchState;
  /** Enters the queue with the task picked as the call's goal (or none). */
  find(goalTaskId: string | null): void;
  /** Cancel Search: leaves the queue; idle with 'Search cancelled.'. */
  cancel(): void;
  /** Skip: leaves the queue and joins it again after SKIP_RESTART_MS. */
  skip(): void;
  /** Find Another Partner: back to idle, nothing said. */
  reset(): void;
}

const IDLE: SearchState = { phase: 'idle', notice: null, error: null };

/**
 * Matchmaking on the server's queue: idle, searching, matched. Every answer is tied
 * to the search it belongs to, so a late acknowledgement or match after Cancel changes nothing;
 * leaving the page while searching leaves the queue.
 */
export function useMatchmaking(userId: string, link: RealtimeLink = appRealtimeLink): Matchmaking {
  const [state, setState] = useState<SearchState>(IDLE);
  const stateRef = useRef(state);
  stateRef.current = state;
  // Bumped by every start, cancel and reset: an answer for an older search is ignored.
  const searchId = useRef(0);
  const goal = useRef<string | null>(null);
  const restart = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The server handles a socket's events side by side: a join sent right after Cancel could be
  // handled before the leave, and the leave would then take the new search out of the queue.
  const lastSent = useRef<Promise<unknown>>(Promise.resolve());
  const send = useCallback(
    (event: string, payload?: unknown) => {
      const sent = lastSent.current.then(() => request(link, event, payload));
      lastSent.current = sent;
      return sent;
    },
    [link],
  );

  const join = useCallback(
    async (id: number) => {
      const ack = await send(ACCOUNTABILITY_EVENTS.join, { goalTaskId: goal.current });
      if (id !== searchId.current) return;
      if (ack.ok) {
        setState((current) =>
          current.phase === 'searching' ? { phase: 'searching', skipping: false } : current,
        );
        return;
      }
      searchId.current += 1;
      setState({ phase: 'idle', notice: null, error: { code: ack.code, message: ack.message } });
    },
    [send],
  );

  const find = useCallback(
    (goalTaskId: string | null) => {
      clearTimeout(restart.current);
      goal.current = goalTaskId;
      searchId.current += 1;
      setState({ phase: 'searching', skipping: false });
      void join(searchId.current);
    },
    [join],
  );

  const cancel = useCallback(() => {
    clearTimeout(restart.current);
    searchId.current += 1;
    setState({ phase: 'idle', notice: SEARCH_CANCELLED, error: null });
    void send(ACCOUNTABILITY_EVENTS.leave);
  }, [send]);

  const skip = useCallback(() => {
    if (stateRef.current.phase !== 'searching') return;
    clearTimeout(restart.current);
    searchId.current += 1;
    const id = searchId.current;
    setState({ phase: 'searching', skipping: true });
    void send(ACCOUNTABILITY_EVENTS.skip, { partnerId: null });
    restart.current = setTimeout(() => {
      if (id === searchId.current) void join(id);
    }, SKIP_RESTART_MS);
  }, [join, send]);

  const reset = useCallback(() => {
    clearTimeout(restart.current);
    searchId.current += 1;
    setState(IDLE);
  }, []);

  useEffect(() => {
    const onMatch = accountabilitySchemas.listener(
      (schemas) => schemas.matchFoundSchema,
      (match) => {
        // A match with oneself is ignored.
        if (stateRef.current.phase !== 'searching' || match.partner.id === userId) return;
        clearTimeout(restart.current);
        searchId.current += 1;
        setState({ phase: 'matched', match });
      },
    );
    // The server ended the search (the user is kept out of matchmaking): idle, saying why.
    const onEnded = accountabilitySchemas.listener(
      (schemas) => schemas.searchEndedSchema,
      (ended) => {
        if (stateRef.current.phase !== 'searching' || !isCatalogueErrorCode(ended.code)) return;
        clearTimeout(restart.current);
        searchId.current += 1;
        setState({
          phase: 'idle',
          notice: null,
          error: { code: ended.code, message: ended.message },
        });
      },
    );
    link.on(ACCOUNTABILITY_EVENTS.matchFound, onMatch);
    link.on(ACCOUNTABILITY_EVENTS.searchEnded, onEnded);
    return () => {
      link.off(ACCOUNTABILITY_EVENTS.matchFound, onMatch);
      link.off(ACCOUNTABILITY_EVENTS.searchEnded, onEnded);
    };
  }, [link, userId]);

  // Leaving the page mid-search takes the user out of the queue.
  useEffect(
    () => () => {
      clearTimeout(restart.current);
      if (stateRef.current.phase === 'searching') void send(ACCOUNTABILITY_EVENTS.leave);
    },
    [send],
  );

  return { state, find, cancel, skip, reset };
}
