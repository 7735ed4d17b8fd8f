// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readRelayedSignal } from './read-signal.ts';

const from = { from_user_id: 'u2', user: { id: 'u2', username: 'grace' } };
const roomName = 'Zm9jdXNfcm9vbV9uYW1lXzE';

describe('readRelayedSignal', () => {
  it('reads a relayed offer with its sender', () => {
    const offer = { roomName, type: 'webrtc_offer', payload: { type: 'offer', sdp: 'v=0' } };
    expect(readRelayedSignal({ ...offer, ...from })).toEqual({ ...offer, ...from });
  });

  it('reads a partner_joined that carries no payload', () => {
    expect(readRelayedSignal({ roomName, type: 'partner_joined', ...from })).toEqual({
      roomName,
      type: 'partner_joined',
      ...from,
    });
  });

  it('refuses a signal without a sender, of an unknown type, or with a bad payload', () => {
    expect(readRelayedSignal({ roomName, type: 'hangup' })).toBeNull();
    expect(readRelayedSignal({ roomName, type: 'shout', ...from })).toBeNull();
    expect(
      readRelayedSignal({ roomName, type: 'webrtc_answer', payload: { type: 'bogus' }, ...from }),
    ).toBeNull();
  });
});
