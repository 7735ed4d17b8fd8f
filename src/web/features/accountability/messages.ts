/**
 * The accountability texts of the web alone (those the server shares are in
 * accountability.schemas.ts). The call's states are in the order a call goes through them.
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
