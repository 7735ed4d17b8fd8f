/** What a change of the connection's state calls for. */
export type ConnectionAction = 'connected' | 'wait' | 'restart-ice' | 'end' | 'none';

/**
 * The call ends on a failed or closed connection, and a disconnected one
 * is tolerated while picture-in-picture shows the call. Outside picture-in-picture a drop counts
 * as a failure; either gets one ICE restart (new candidates, perhaps another path) before the
 * call is given up.
 */
export function connectionAction(
  state: RTCPeerConnectionState,
  context: { inPip: boolean; restartedIce: boolean },
): ConnectionAction {
  switch (state) {
    case 'connected':
      return 'connected';
    case 'disconnected':
      if (context.inPip) return 'wait';
      return context.restartedIce ? 'end' : 'restart-ice';
    case 'failed':
      return context.restartedIce ? 'end' : 'restart-ice';
    case 'closed':
      return 'end';
    default:
      return 'none';
  }
}
