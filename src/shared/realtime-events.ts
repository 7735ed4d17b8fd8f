// The names of the Socket.IO events, apart from the schemas of what they carry: a page subscribes
// as it shows, while the schemas that check the payloads load after it.

/**
 * Sent to the user's own room after each committed change. A restored task comes back as
 * `upserted`, with its sessions and position, like any task that appears.
 */
export const TASK_EVENTS = {
  upserted: 'task:upserted',
  deleted: 'task:deleted',
  moved: 'task:moved',
} as const;

/** After every session change, so every tab shows the same timer. */
export const FOCUS_EVENTS = { session: 'focus:session' } as const;

/** Sent to the user's tabs when their projects or labels change: they read them again. */
export const PROJECT_EVENTS = { changed: 'projects:changed' } as const;

/**
 * Sent to the user's own room after every change to their subscription (a confirmed payment, a
 * Stripe webhook, a cancel), carrying the new state, so every open tab shows Pro, or its end,
 * without a reload.
 */
export const SUBSCRIPTION_EVENTS = { changed: 'subscription:changed' } as const;

/** A reminder went off: sent to the user's open tabs as well as pushed. */
export const REMINDER_EVENTS = { due: 'reminder:due' } as const;

export const ACCOUNTABILITY_EVENTS = {
  /** Client -> server, with an ack: enter the queue (payload `joinQueueSchema`). */
  join: 'accountability:join',
  /** Client -> server, with an ack: leave the queue (Cancel Search). */
  leave: 'accountability:leave',
  /** Client -> server, with an ack: leave the queue, not to meet `partnerId` again for a while. */
  skip: 'accountability:skip',
  /** Server -> client: a partner was found (`matchFoundSchema`). */
  matchFound: 'accountability:match_found',
  /** Server -> client: the server ended the user's search, and why (`searchEndedSchema`). */
  searchEnded: 'accountability:search_ended',
  /** Client -> server, with an ack: enter a room's signalling (`roomJoinSchema`). */
  joinRoom: 'video:join',
  /**
   * Both ways: a signal between the two users of a room (`signalSchema` / `RelayedSignal`): the
   * WebRTC set-up, each side's camera and microphone state, and the hangup.
   */
  signal: 'video:signal',
  /** Server -> client: the room changed (focus block started, call ended): `callRoomSchema`. */
  room: 'video:room',
} as const;
