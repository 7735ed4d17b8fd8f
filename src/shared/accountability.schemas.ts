import { idSchema } from './common.schemas.ts';
import {
  CALL_OUTCOMES,
  REPORT_REASON_MAX_LENGTH,
  ROOM_NAME_PATTERN,
} from './domain/accountability.ts';
import { type CatalogueErrorCode, isCatalogueErrorCode } from './errors.ts';
import { z } from './zod.ts';

/** A room's name as the server makes them (ROOM_NAME_PATTERN). */
export const roomNameSchema = z.string().check(z.regex(ROOM_NAME_PATTERN));

export const partnerSchema = z.object({ id: z.string(), username: z.string() });
export type Partner = z.infer<typeof partnerSchema>;

/** The task a user picked as their goal for the call, as their partner may see it. */
export const callGoalSchema = z.object({ taskId: z.uuid(), title: z.string() });
export type CallGoal = z.infer<typeof callGoalSchema>;

// ---- REST -------------------------------------------------------------------------------------

/** GET and POST /api/accountability/terms. */
export const termsStatusSchema = z.object({
  accepted: z.boolean(),
  /** The version the user accepted, or null; `accepted` is whether it is the current one. */
  acceptedVersion: z.nullable(z.int()),
  currentVersion: z.int(),
});
export type TermsStatus = z.infer<typeof termsStatusSchema>;
export const acceptTermsSchema = z.strictObject({ version: z.int() });

/** GET /api/accountability/rooms/:roomName: the call as one of its two users sees it. */
export const callRoomSchema = z.object({
  roomName: roomNameSchema,
  partner: partnerSchema,
  /** Whether this side makes the offer (the smaller user id does). */
  initiator: z.boolean(),
  myGoal: z.nullable(callGoalSchema),
  partnerGoal: z.nullable(callGoalSchema),
  /** The end of the shared focus block, while one runs or after it ran; null before any. */
  focusEndsAt: z.nullable(z.iso.datetime({ offset: true })),
  focusStartedAt: z.nullable(z.iso.datetime({ offset: true })),
  endedAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type CallRoom = z.infer<typeof callRoomSchema>;
export const roomParamsSchema = z.object({ roomName: z.string().check(z.maxLength(100)) });

/** POST /api/accountability/rooms/:roomName/outcome: how the goal went, after the call. */
export const callOutcomeSchema = z.strictObject({ outcome: z.enum(CALL_OUTCOMES) });

/** POST /api/accountability/blocks: never be matched with this user again. */
export const blockUserSchema = z.strictObject({ userId: idSchema });
/** POST /api/accountability/reports: report the partner of a call one was in. */
export const reportPartnerSchema = z.strictObject({
  roomName: roomNameSchema,
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Say what happened.'),
      z.maxLength(REPORT_REASON_MAX_LENGTH, `At most ${REPORT_REASON_MAX_LENGTH} characters.`),
    ),
});

// ---- Socket.IO events --------------------------------------------------------------------------

// The events' names are in realtime-events.ts (ACCOUNTABILITY_EVENTS).

export const joinQueueSchema = z.strictObject({ goalTaskId: z.nullable(z.uuid()) });
export const skipSchema = z.strictObject({ partnerId: z.nullable(idSchema) });
export const roomJoinSchema = z.strictObject({ roomName: roomNameSchema });

export const matchFoundSchema = z.object({
  partner: partnerSchema,
  room_name: roomNameSchema,
  initiator: z.boolean(),
});
export type MatchFound = z.infer<typeof matchFoundSchema>;

/** Server -> client: the user's search ended without them asking, with the refusal's code. */
export const searchEndedSchema = z.object({
  code: z.string().check(z.refine(isCatalogueErrorCode)),
  message: z.string(),
});

/** A session description, as RTCPeerConnection gives and takes it. */
const descriptionSchema = z.object({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: z.optional(z.string().check(z.maxLength(100_000))),
});
const candidateSchema = z.object({
  candidate: z.string().check(z.maxLength(2_000)),
  sdpMid: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  sdpMLineIndex: z.optional(z.nullable(z.int())),
  usernameFragment: z.optional(z.nullable(z.string().check(z.maxLength(256)))),
});

/**
 * Whether a user's camera and microphone are on, as their side sends them: the partner shows a
 * name and badges rather than a black picture or silence. Sent on every change and again
 * whenever the partner (re)joins the room's signalling, so a late or reconnected partner knows it.
 */
export const mediaStateSchema = z.strictObject({ audioOn: z.boolean(), videoOn: z.boolean() });
export type MediaState = z.infer<typeof mediaStateSchema>;

/** What a client sends; the server adds who it is from before relaying it. */
export const signalSchema = z.discriminatedUnion('type', [
  z.strictObject({
    roomName: roomNameSchema,
    type: z.literal('partner_joined'),
    payload: z.optional(z.null()),
  }),
  z.strictObject({
    roomName: roomNameSchema,
    type: z.literal('webrtc_offer'),
    payload: descriptionSchema,
  }),
  z.strictObject({
    roomName: roomNameSchema,
    type: z.literal('webrtc_answer'),
    payload: descriptionSchema,
  }),
  z.strictObject({
    roomName: roomNameSchema,
    type: z.literal('webrtc_ice_candidate'),
    payload: z.nullable(candidateSchema),
  }),
  z.strictObject({
    roomName: roomNameSchema,
    type: z.literal('media_state'),
    payload: mediaStateSchema,
  }),
  z.strictObject({
    roomName: roomNameSchema,
    type: z.literal('hangup'),
    payload: z.optional(z.null()),
  }),
]);
export type Signal = z.infer<typeof signalSchema>;

/** The video signal message: type, payload, from_user_id, user {id, username}. */
export type RelayedSignal = Signal & { from_user_id: string; user: Partner };

/** The answer to every client -> server event that takes an ack. */
export type SocketAck = { ok: true } | { ok: false; code: CatalogueErrorCode; message: string };
