/** A session description as it travels in a signal. */
export interface Description {
  type: RTCSdpType;
  sdp?: string | undefined;
}

/** The part of RTCPeerConnection perfect negotiation drives (a fake peer in tests). */
export interface NegotiatingPeer {
  readonly signalingState: RTCSignalingState;
  readonly localDescription: Description | null;
  /** Without a description: the offer or answer the state calls for (implicit description). */
  setLocalDescription(description?: RTCLocalSessionDescriptionInit): Promise<void>;
  /** An offer in have-local-offer rolls the local one back first (implicit rollback). */
  setRemoteDescription(description: RTCSessionDescriptionInit): Promise<void>;
  addIceCandidate(candidate: RTCIceCandidateInit | null): Promise<void>;
}

export type OutgoingDescription =
  | { type: 'webrtc_offer'; payload: Description }
  | { type: 'webrtc_answer'; payload: Description };

export interface Negotiator {
  /**
   * Makes and sends an offer (negotiationneeded, the partner arriving, an ICE restart), unless
   * one is already on its way.
   */
  offer(): Promise<void>;
  /** An offer or answer from the partner. */
  receiveDescription(description: Description): Promise<void>;
  /** A candidate from the partner; those of an offer this side ignored are dropped. */
  receiveCandidate(candidate: RTCIceCandidateInit | null): Promise<void>;
}

function copy(description: Description): Description {
  return description.sdp === undefined
    ? { type: description.type }
    : { type: description.type, sdp: description.sdp };
}

/**
 * Perfect negotiation (the W3C WebRTC pattern): both sides may offer, and when offers cross
 * (glare) the impolite side keeps its own and ignores the other's while the polite side rolls its
 * own back and answers. The initiator (smaller user id) is impolite, so the higher id
 * rolls back.
 */
export function createNegotiator(options: {
  peer: NegotiatingPeer;
  polite: boolean;
  send: (signal: OutgoingDescription) => void;
}): Negotiator {
  const { peer, polite, send } = options;
  let makingOffer = false;
  let ignoreOffer = false;
  let settingRemoteAnswer = false;

  return {
    async offer() {
      // One offer at a time: a second one made before the first is answered would leave that
      // answer matching nothing.
      if (makingOffer || peer.signalingState !== 'stable') return;
      try {
        makingOffer = true;
        await peer.setLocalDescription();
        if (peer.localDescription) {
          send({ type: 'webrtc_offer', payload: copy(peer.localDescription) });
        }
      } finally {
        makingOffer = false;
      }
    },
    async receiveDescription(description) {
      // An answer to our own offer may arrive while it is still being applied: that is no glare.
      const readyForOffer =
        !makingOffer && (peer.signalingState === 'stable' || settingRemoteAnswer);
      const collision = description.type === 'offer' && !readyForOffer;
      ignoreOffer = !polite && collision;
      if (ignoreOffer) return;
      settingRemoteAnswer = description.type === 'answer';
      try {
        await peer.setRemoteDescription(copy(description));
      } finally {
        settingRemoteAnswer = false;
      }
      if (description.type === 'offer') {
        await peer.setLocalDescription();
        if (peer.localDescription) {
          send({ type: 'webrtc_answer', payload: copy(peer.localDescription) });
        }
      }
    },
    async receiveCandidate(candidate) {
      try {
        await peer.addIceCandidate(candidate);
      } catch (error) {
        if (!ignoreOffer) throw error;
      }
    },
  };
}
