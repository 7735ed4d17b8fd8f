import { useRef, useState } from 'react';
import type { CallRoom } from '../../../../shared/accountability.schemas.ts';
import type { CatalogueErrorCode } from '../../../../shared/errors.ts';
import { toast } from '../../../components/ui/toast.tsx';
import type { AuthUser } from '../../../lib/auth-client.ts';
import { DEFAULT_FACING_MODE } from '../constants.ts';
import { usePictureInPicture } from '../hooks/use-picture-in-picture.ts';
import { useRoomUpdates } from '../hooks/use-room-updates.ts';
import { useVideoCall } from '../hooks/use-video-call.ts';
import { accountabilityMessages, callStatusText } from '../messages.ts';
import { AfterCall } from './after-call.tsx';
import { CallControls } from './call-controls.tsx';
import { CallGoals } from './call-goals.tsx';
import { CallStage } from './call-stage.tsx';
import type { CallSide } from './call-tile.tsx';
import { MediaErrorPanel } from './media-error-panel.tsx';
import { SharedFocus } from './shared-focus.tsx';

export interface VideoCallProps {
  room: CallRoom;
  user: AuthUser;
  iceServers: RTCIceServer[] | undefined;
  /** After End Call: the page leaves for /accountability. */
  onLeft: () => void;
  /** The server refused this user the room's signalling. */
  onRefused: (code: CatalogueErrorCode) => void;
}

/** The call: videos, status line, partner, goals, shared focus, controls; then the wrap-up. */
export function VideoCall({ room, user, iceServers, onLeft, onRefused }: VideoCallProps) {
  useRoomUpdates(room.roomName);
  const remoteRef = useRef<HTMLVideoElement | null>(null);
  const localRef = useRef<HTMLVideoElement | null>(null);
  const call = useVideoCall({
    roomName: room.roomName,
    userId: user.id,
    initiator: room.initiator,
    iceServers,
    endedAt: room.endedAt,
    // Asked only once the connection drops, long after picture-in-picture below is set up.
    isInPip: () => pip.activeRef.current,
    onRefused,
  });
  const local: CallSide = {
    stream: call.local,
    person: user,
    media: { audioOn: call.audioOn, videoOn: call.hasCamera && call.videoOn },
  };
  const remote: CallSide = { stream: call.remote, person: room.partner, media: call.partnerMedia };
  const pip = usePictureInPicture({
    remote: { video: remoteRef, person: remote.person, cameraOff: !remote.media.videoOn },
    local: { video: localRef, person: local.person, cameraOff: !local.media.videoOn },
  });
  const [ending, setEnding] = useState(false);
  const ready = call.local !== null && call.ended === null;
  const ended = call.ended !== null;

  const flip = async () => {
    if (!(await call.flipCamera()))
      toast({ variant: 'error', title: accountabilityMessages.flipFailed });
  };
  const endCall = async () => {
    setEnding(true);
    await call.hangUp();
    onLeft();
  };

  return (
    // Side by side from 1024 px (Tailwind's lg), one column below it: beside the side bar, a
    // narrower window leaves the pictures too small to see anyone.
    <div className="flex flex-col gap-5 lg:flex-row lg:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <p
          role="status"
          data-testid="call-status"
          className="text-sm font-medium text-slate-700"
          data-connected={String(call.status === callStatusText.connected)}
        >
          {call.status}
        </p>
        {call.mediaError ? (
          <MediaErrorPanel />
        ) : (
          !ended && (
            <CallStage
              local={local}
              remote={remote}
              mirrorLocal={call.facingMode === DEFAULT_FACING_MODE}
              remoteRef={remoteRef}
              localRef={localRef}
            />
          )
        )}
        {ended && call.ended !== 'self' ? (
          <AfterCall
            roomName={room.roomName}
            partner={room.partner}
            goal={room.myGoal?.title ?? null}
          />
        ) : (
          <CallControls
            audioOn={call.audioOn}
            videoOn={call.videoOn}
            hasCamera={call.hasCamera}
            ready={ready}
            flipping={call.flipping}
            pipActive={pip.active}
            pipSupported={pip.supported}
            ending={ending}
            onToggleMute={call.toggleMute}
            onToggleCamera={call.toggleCamera}
            onFlip={() => void flip()}
            onTogglePip={() => void pip.toggle()}
            onEnd={() => void endCall()}
          />
        )}
      </div>
      <aside
        aria-label="About this call"
        className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:w-72"
      >
        <p className="text-sm text-slate-600">
          Partner:{' '}
          <span className="font-semibold wrap-anywhere text-slate-900" data-testid="partner-label">
            {room.partner.username}
          </span>
        </p>
        <CallGoals room={room} />
        <SharedFocus room={room} disabled={ended || room.endedAt !== null} />
      </aside>
      {/* The picture-in-picture composite: drawn here, played by a video no one sees. */}
      <canvas ref={pip.canvasRef} className="hidden" />
      <video
        ref={pip.videoRef}
        muted
        playsInline
        aria-hidden="true"
        tabIndex={-1}
        className="pointer-events-none fixed top-0 left-0 size-px opacity-0"
      />
    </div>
  );
}
