import type { MediaState, Signal } from '../../../../shared/accountability.schemas.ts';
import type { CatalogueErrorCode } from '../../../../shared/errors.ts';
import { ACCOUNTABILITY_EVENTS } from '../../../../shared/realtime-events.ts';
import { callStatusText } from '../messages.ts';
import { type RealtimeLink, request } from '../realtime-link.ts';
import { connectionAction } from './connection-policy.ts';
import { sentMediaState } from './media.ts';
import { createNegotiator } from './negotiation.ts';
import { type OutgoingSignal, readRelayedSignal } from './read-signal.ts';

/** Who or what ended the call. */
export type EndReason = 'self' | 'partner' | 'connection';

export interface PeerCallOptions {
  peer: RTCPeerConnection;
  stream: MediaStream;
  roomName: string;
  userId: string;
  /** This side makes the offer (the smaller user id) and is the impolite peer. */
  initiator: boolean;
  link: RealtimeLink;
  /** A dropped connection is waited out while picture-in-picture shows the call. */
  isInPip: () => boolean;
  onStatus: (status: string) => void;
  onRemoteStream: (stream: MediaStream) => void;
  /** The partner's camera or microphone went on or off (or this side first learns how they are). */
  onPartnerMedia: (state: MediaState) => void;
  onEnded: (reason: EndReason) => void;
  /** The server would not let this user into the room's signalling. */
  onRefused: (code: CatalogueErrorCode) => void;
  /** Setting the call up failed past the point of recovery. */
  onSetupError: (error: unknown) => void;
}

export interface PeerCall {
  /** Mute, Unmute, Cam Off or Cam On changed what this side sends: tells the partner. */
  mediaChanged(): void;
  /** End Call: tells the partner and closes the connection. */
  hangUp(): void;
  /** The server says the call is over (the partner ended it without a hangup reaching us). */
  endedElsewhere(): void;
  /** Leaving the page: a call still on is hung up. */
  dispose(): void;
}

/**
 * One side of the call: the room's signalling (video signal messages) driving an
 * RTCPeerConnection with perfect negotiation. Both sides send partner_joined once in the room;
 * the polite side answers one with its own, and the initiator offers on one, so whichever side
 * arrives second sets off the offer. Each side's camera and microphone state goes along with its
 * partner_joined and in answer to the partner's, so a partner who arrives or reconnects later
 * learns it too; it travels through the server, so an ICE restart does not touch it.
 */
export function startPeerCall(options: PeerCallOptions): PeerCall {
  const { peer, link, roomName, initiator } = options;
  let ended = false;
  let joined = false;
  let partnerPresent = false;
  let restartedIce = false;
  // Signals are handled one after another: a candidate must not overtake its offer.
  let queue = Promise.resolve();
  const remote = new MediaStream();

  const send = (signal: OutgoingSignal) => {
    const full: Signal = { ...signal, roomName };
    // The acknowledgement only says whether the server relayed it; a lost one changes nothing here.
    void request(link, ACCOUNTABILITY_EVENTS.signal, full);
  };
  const sendMediaState = () => {
    if (joined && !ended) send({ type: 'media_state', payload: sentMediaState(peer) });
  };
  const negotiator = createNegotiator({ peer, polite: !initiator, send });
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => {
      if (!ended) options.onSetupError(error);
    });
  };

  for (const track of options.stream.getTracks()) peer.addTrack(track, options.stream);
  // Without a camera (or a microphone) this side still receives the partner's.
  for (const kind of ['audio', 'video'] as const) {
    if (!peer.getTransceivers().some((transceiver) => transceiver.receiver.track.kind === kind)) {
      peer.addTransceiver(kind, { direction: 'recvonly' });
    }
  }

  const end = (reason: EndReason) => {
    if (ended) return;
    ended = true;
    if (reason !== 'partner' && joined) send({ type: 'hangup' });
    detach();
    peer.close();
    options.onEnded(reason);
  };

  // The set-up's steps say nothing new once connected: a late partner_joined or a renegotiation
  // must not cover 'Connected'.
  const progress = (status: string) => {
    if (peer.connectionState !== 'connected') options.onStatus(status);
  };
  const offer = () => {
    progress(callStatusText.negotiating);
    enqueue(() => negotiator.offer());
  };

  const onSignal = (raw: unknown) => {
    const signal = readRelayedSignal(raw);
    if (
      !signal ||
      ended ||
      signal.roomName !== roomName ||
      signal.from_user_id === options.userId
    ) {
      return;
    }
    switch (signal.type) {
      case 'partner_joined':
        partnerPresent = true;
        progress(callStatusText.partnerJoined);
        if (initiator) offer();
        else send({ type: 'partner_joined' });
        sendMediaState();
        return;
      case 'webrtc_offer':
        partnerPresent = true;
        progress(callStatusText.negotiating);
        enqueue(() => negotiator.receiveDescription(signal.payload));
        return;
      case 'webrtc_answer':
        enqueue(() => negotiator.receiveDescription(signal.payload));
        return;
      case 'webrtc_ice_candidate':
        // A candidate that does not apply (a restarted gathering, say) is not worth ending for.
        queue = queue.then(() => negotiator.receiveCandidate(signal.payload)).catch(() => {});
        return;
      case 'media_state':
        options.onPartnerMedia(signal.payload);
        return;
      case 'hangup':
        end('partner');
        return;
    }
  };

  const join = async () => {
    progress(callStatusText.connectingSignalling);
    const ack = await request(link, ACCOUNTABILITY_EVENTS.joinRoom, { roomName });
    if (ended) return;
    if (!ack.ok) {
      options.onRefused(ack.code);
      return;
    }
    joined = true;
    if (!partnerPresent) progress(callStatusText.waitingForPartner);
    send({ type: 'partner_joined' });
    sendMediaState();
  };
  // A socket that reconnects has left the room on the server: join again.
  const onReconnect = () => {
    if (joined && !ended) void join();
  };

  peer.ontrack = (event) => {
    remote.addTrack(event.track);
    options.onRemoteStream(remote);
  };
  peer.onicecandidate = ({ candidate }) => {
    if (!candidate) return;
    send({
      type: 'webrtc_ice_candidate',
      payload: {
        candidate: candidate.candidate,
        sdpMid: candidate.sdpMid,
        sdpMLineIndex: candidate.sdpMLineIndex,
        usernameFragment: candidate.usernameFragment,
      },
    });
  };
  peer.onnegotiationneeded = () => {
    // Before the partner is there an offer would go nowhere; their arrival starts one instead.
    if (partnerPresent && !ended) offer();
  };
  peer.onconnectionstatechange = () => {
    const action = connectionAction(peer.connectionState, {
      inPip: options.isInPip(),
      restartedIce,
    });
    switch (action) {
      case 'connected':
        restartedIce = false;
        options.onStatus(callStatusText.connected);
        return;
      case 'wait':
        options.onStatus(callStatusText.reconnecting);
        return;
      case 'restart-ice':
        restartedIce = true;
        options.onStatus(callStatusText.reconnecting);
        peer.restartIce();
        return;
      case 'end':
        end('connection');
        return;
      case 'none':
        return;
    }
  };

  const detach = () => {
    link.off(ACCOUNTABILITY_EVENTS.signal, onSignal);
    link.off('connect', onReconnect);
    peer.ontrack = null;
    peer.onicecandidate = null;
    peer.onnegotiationneeded = null;
    peer.onconnectionstatechange = null;
  };

  link.on(ACCOUNTABILITY_EVENTS.signal, onSignal);
  link.on('connect', onReconnect);
  void join();

  return {
    mediaChanged: sendMediaState,
    hangUp: () => end('self'),
    endedElsewhere: () => end('partner'),
    dispose: () => {
      if (joined) end('self');
      else if (!ended) {
        ended = true;
        detach();
        peer.close();
      }
    },
  };
}
