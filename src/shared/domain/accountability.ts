// The accountability partners' rules and texts, apart from the schemas: the pages use them as
// they show, before zod has loaded.

/** The exact texts of the accountability page and the video call. */
export const LOGIN_TO_FIND_PARTNER = 'You must be logged in to find a video partner.';
export const TERMS_REQUIRED =
  'You must accept the terms and conditions to use video calling features.';
export const SEARCH_CANCELLED = 'Search cancelled.';
export const VIDEO_STATUS = {
  mediaError: 'Media Error',
  webrtcInitError: 'WebRTC Init Error',
  peerConnectionFailed: 'Peer Connection failed to initialize',
  setupError: 'Error during call setup',
  endedByPartner: 'Call ended by partner',
} as const;

/**
 * The version of the video-call guidelines the terms dialog shows. Raising it asks everyone to
 * accept the new text before their next search.
 */
export const VIDEO_TERMS_VERSION = 1;

/** How long a partner one skipped is not offered again. */
export const SKIPPED_PARTNER_MINUTES = 5;

/** The shared focus block of a call: one Pomodoro, counted down from one server-stamped end. */
export const SHARED_FOCUS_MINUTES = 25;

export const REPORT_REASON_MAX_LENGTH = 1_000;

/** A room's name: random and unguessable, as the server makes them (URL-safe base64). */
export const ROOM_NAME_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** How the goal of a call went, as its user says after it. */
export const CALL_OUTCOMES = ['done', 'partly', 'not_yet'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
