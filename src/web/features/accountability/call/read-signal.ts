import {
  partnerSchema,
  type RelayedSignal,
  type Signal,
  signalSchema,
} from '../../../../shared/accountability.schemas.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A relayed signal checked against the contract: the signal a client sends plus who sent it. The
 * contract's signal is a strict object, so the sender's fields are read apart from it.
 */
export function readRelayedSignal(raw: unknown): RelayedSignal | null {
  if (!isRecord(raw) || typeof raw.from_user_id !== 'string') return null;
  const user = partnerSchema.safeParse(raw.user);
  const signal = signalSchema.safeParse({
    roomName: raw.roomName,
    type: raw.type,
    ...(raw.payload === undefined ? {} : { payload: raw.payload }),
  });
  if (!user.success || !signal.success) return null;
  return { ...signal.data, from_user_id: raw.from_user_id, user: user.data };
}

/** A signal as this side sends it, before the room's name is added. */
export type OutgoingSignal = Signal extends infer S
  ? S extends Signal
    ? Omit<S, 'roomName'>
    : never
  : never;
