import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaState } from '../../../../shared/accountability.schemas.ts';
import { VIDEO_STATUS } from '../../../../shared/domain/accountability.ts';
import type { CatalogueErrorCode } from '../../../../shared/errors.ts';
import { endCall } from '../api/end-call.ts';
import {
  acquireLocalMedia,
  cameraTrack,
  type FacingMode,
  type LocalMedia,
  sendingEnabled,
} from '../call/media.ts';
import type { EndReason, PeerCall } from '../call/peer-call.ts';
import { DEFAULT_FACING_MODE, FLIPPED_FACING_MODE } from '../constants.ts';
import { callStatusText } from '../messages.ts';
import { appRealtimeLink, type RealtimeLink } from '../realtime-link.ts';

export interface CallView {
  /** The status line: the call's states, or one of its error statuses. */
  status: string;
  /** Camera and microphone access failed: the 'Media Access Error' panel shows. */
  mediaError: boolean;
  ended: EndReason | null;
  local: MediaStream | null;
  remote: MediaStream | null;
  hasCamera: boolean;
  /** Whether the tracks this side sends are on (read back from the connection's senders). */
  audioOn: boolean;
  videoOn: boolean;
  /** The partner's camera and microphone, as their side last said. */
  partnerMedia: MediaState;
  facingMode: FacingMode;
  flipping: boolean;
}

export interface VideoCall extends CallView {
  toggleMute(): void;
  toggleCamera(): void;
  flipCamera(): Promise<boolean>;
  /** End Call: hangup to the partner, the room closed on the server. */
  hangUp(): Promise<void>;
}

export interface VideoCallOptions {
  roomName: string;
  userId: string;
  initiator: boolean;
  /** The configured ICE servers; the call waits for them. */
  iceServers: RTCIceServer[] | undefined;
  /** The server says the call is over. */
  endedAt: string | null;
  isInPip: () => boolean;
  onRefused: (code: CatalogueErrorCode) => void;
  link?: RealtimeLink;
}

const INITIAL: CallView = {
  status: callStatusText.acquiringMedia,
  mediaError: false,
  ended: null,
  local: null,
  remote: null,
  hasCamera: false,
  audioOn: true,
  videoOn: true,
  // Until the partner says otherwise their video is shown, as it was before they could say.
  partnerMedia: { audioOn: true, videoOn: true },
  facingMode: DEFAULT_FACING_MODE,
  flipping: false,
};

const endStatus: Record<EndReason, string> = {
  self: callStatusText.ended,
  partner: VIDEO_STATUS.endedByPartner,
  connection: callStatusText.connectionLost,
};

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** The call on this page: media, connection and controls, all released when the page goes. */
export function useVideoCall(options: VideoCallOptions): VideoCall {
  const { roomName, userId, initiator, iceServers, endedAt, link = appRealtimeLink } = options;
  const [view, setView] = useState<CallView>(INITIAL);
  const update = useCallback((change: Partial<CallView>) => {
    setView((current) => ({ ...current, ...change }));
  }, []);
  const live = useRef<{ peer: RTCPeerConnection; stream: MediaStream; call: PeerCall } | null>(
    null,
  );
  // Read when they fire, so a new callback from the page does not restart the call.
  const callbacks = useRef(options);
  callbacks.current = options;

  useEffect(() => {
    if (!iceServers) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    let call: PeerCall | null = null;

    const setUp = async () => {
      update({ status: callStatusText.acquiringMedia });
      // The connection's code, with the schemas that check each signal, loads while the camera
      // starts: the page shows without it. A camera that fails first leaves it unheard.
      const connection = import('../call/peer-call.ts');
      connection.catch(() => undefined);
      let media: LocalMedia;
      try {
        media = await acquireLocalMedia();
      } catch {
        if (!cancelled) update({ status: VIDEO_STATUS.mediaError, mediaError: true });
        return;
      }
      stream = media.stream;
      if (cancelled) {
        stopTracks(stream);
        return;
      }
      update({ local: stream, hasCamera: media.hasCamera, videoOn: media.hasCamera });

      let peerCall: Awaited<typeof connection>;
      try {
        peerCall = await connection;
      } catch {
        if (!cancelled) update({ status: VIDEO_STATUS.setupError });
        return;
      }
      if (cancelled) return;

      let peer: RTCPeerConnection;
      try {
        peer = new RTCPeerConnection({ iceServers });
      } catch {
        update({
          status:
            typeof RTCPeerConnection === 'function'
              ? VIDEO_STATUS.peerConnectionFailed
              : VIDEO_STATUS.webrtcInitError,
        });
        return;
      }
      const sent = stream;
      try {
        call = peerCall.startPeerCall({
          peer,
          stream: sent,
          roomName,
          userId,
          initiator,
          link,
          isInPip: () => callbacks.current.isInPip(),
          onStatus: (status) => update({ status }),
          onRemoteStream: (remote) => update({ remote }),
          onPartnerMedia: (partnerMedia) => update({ partnerMedia }),
          onEnded: (reason) => {
            stopTracks(sent);
            update({ ended: reason, status: endStatus[reason] });
          },
          onRefused: (code) => callbacks.current.onRefused(code),
          onSetupError: () => update({ status: VIDEO_STATUS.setupError }),
        });
        live.current = { peer, stream: sent, call };
      } catch {
        peer.close();
        update({ status: VIDEO_STATUS.setupError });
      }
    };
    void setUp();

    return () => {
      cancelled = true;
      call?.dispose();
      if (stream) stopTracks(stream);
      live.current = null;
    };
  }, [iceServers, roomName, userId, initiator, link, update]);

  useEffect(() => {
    if (endedAt) live.current?.call.endedElsewhere();
  }, [endedAt]);

  const toggle = useCallback(
    (kind: 'audio' | 'video') => {
      const current = live.current;
      if (!current) return;
      const tracks =
        kind === 'audio' ? current.stream.getAudioTracks() : current.stream.getVideoTracks();
      const on = !tracks.some((track) => track.enabled);
      for (const track of tracks) track.enabled = on;
      const reading = sendingEnabled(current.peer, kind);
      update(kind === 'audio' ? { audioOn: reading } : { videoOn: reading });
      current.call.mediaChanged();
    },
    [update],
  );

  const flipCamera = useCallback(async () => {
    const current = live.current;
    const sender = current?.peer.getSenders().find((each) => each.track?.kind === 'video');
    const old = current?.stream.getVideoTracks()[0];
    if (!current || !sender || !old) return false;
    const next =
      view.facingMode === DEFAULT_FACING_MODE ? FLIPPED_FACING_MODE : DEFAULT_FACING_MODE;
    update({ flipping: true });
    try {
      // A phone opens one camera at a time: the old one is released before the other opens.
      old.stop();
      const track = await cameraTrack(next);
      track.enabled = old.enabled;
      await sender.replaceTrack(track);
      current.stream.removeTrack(old);
      current.stream.addTrack(track);
      update({ local: new MediaStream(current.stream.getTracks()), facingMode: next });
      return true;
    } catch {
      // The old camera is gone: open it again so the partner keeps seeing something.
      const again = await cameraTrack(view.facingMode).catch(() => null);
      if (again) {
        again.enabled = old.enabled;
        await sender.replaceTrack(again).catch(() => undefined);
        current.stream.removeTrack(old);
        current.stream.addTrack(again);
        update({ local: new MediaStream(current.stream.getTracks()) });
      }
      return false;
    } finally {
      update({ flipping: false });
    }
  }, [update, view.facingMode]);

  const hangUp = useCallback(async () => {
    live.current?.call.hangUp();
    await endCall(roomName).catch(() => undefined);
  }, [roomName]);

  return {
    ...view,
    toggleMute: () => toggle('audio'),
    toggleCamera: () => toggle('video'),
    flipCamera,
    hangUp,
  };
}
