/**
 * The accountability texts SPEC.md leaves unworded (its exact ones are in the shared contract,
 * accountability.schemas.ts). The call's states follow SPEC.md 4 'Video call' in order.
 */
export const accountabilityMessages = {
  findPartner: 'Find a Video Partner Now',
  searching: 'Searching for an accountability partner...',
  skipping: 'Looking for someone else...',
  matched: 'Partner found! Joining the call...',
  findAnother: 'Find Another Partner',
  acceptFailed: 'Could not save your acceptance. Please try again.',
  flipFailed: 'Could not switch the camera.',
} as const;

export const callStatusText = {
  acquiringMedia: 'Acquiring media...',
  connectingSignalling: 'Connecting to signalling...',
  waitingForPartner: 'Waiting for partner...',
  partnerJoined: 'Partner joined',
  negotiating: 'Exchanging offer and answer...',
  connected: 'Connected',
  reconnecting: 'Connection interrupted, reconnecting...',
  ended: 'Call ended',
  connectionLost: 'The connection was lost. The call has ended.',
} as const;
