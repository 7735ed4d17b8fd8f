import type { Ref } from 'react';
import type { MediaState } from '../../../../shared/accountability.schemas.ts';
import type { NamedUser } from '../../../lib/user-label.ts';
import { CameraOffCard } from './camera-off-card.tsx';
import { MediaBadges } from './media-badges.tsx';
import { StreamVideo } from './stream-video.tsx';

/** One side of the call as its picture shows it. */
export interface CallSide {
  stream: MediaStream | null;
  person: NamedUser;
  media: MediaState;
}

export interface CallTileProps {
  side: CallSide;
  label: string;
  /** Said while no video has come (unless the camera is known to be off). */
  waiting?: string;
  self?: boolean;
  mirrored?: boolean;
  videoRef: Ref<HTMLVideoElement>;
}

/**
 * A person's picture in the call: their video, or their initial and name while their camera is
 * off, with badges for what is off. The video stays mounted under the card: it plays the sound,
 * and picture-in-picture reads it.
 */
export function CallTile({ side, label, waiting, self, mirrored, videoRef }: CallTileProps) {
  const cameraOff = !side.media.videoOn;
  return (
    <>
      <StreamVideo
        stream={side.stream}
        label={label}
        self={self}
        mirrored={mirrored}
        videoRef={videoRef}
      />
      {cameraOff ? (
        <CameraOffCard person={side.person} />
      ) : (
        waiting &&
        !side.stream && (
          <p className="absolute inset-0 flex items-center justify-center p-2 text-center text-sm text-slate-300">
            {waiting}
          </p>
        )
      )}
      <MediaBadges cameraOff={cameraOff} muted={!side.media.audioOn} />
    </>
  );
}
