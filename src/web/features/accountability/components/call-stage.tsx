import { clsx } from 'clsx';
import { ArrowLeftRight } from 'lucide-react';
import { type RefObject, useState } from 'react';
import { userLabel } from '../../../lib/user-label.ts';
import { type CallSide, CallTile } from './call-tile.tsx';
import { PartnerMediaStatus } from './partner-media-status.tsx';

export interface CallStageProps {
  local: CallSide;
  remote: CallSide;
  /** One's own camera shows mirrored when it is the front one. */
  mirrorLocal: boolean;
  remoteRef: RefObject<HTMLVideoElement | null>;
  localRef: RefObject<HTMLVideoElement | null>;
}

/** The two pictures: one fills the stage, the other is a small preview; clicking it swaps them. */
export function CallStage({ local, remote, mirrorLocal, remoteRef, localRef }: CallStageProps) {
  const [swapped, setSwapped] = useState(false);
  const partnerName = userLabel(remote.person);
  // Each picture is a container: its badges and name card fit the size it has.
  const big = '@container absolute inset-0';
  const small = clsx(
    '@container absolute right-3 bottom-3 z-10 aspect-video w-1/4 min-w-24 overflow-hidden',
    'rounded-lg shadow-lg ring-2 ring-on-fill/80',
  );

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-stage">
      <PartnerMediaStatus name={partnerName} media={remote.media} />
      <div className={swapped ? small : big} data-testid="remote-frame">
        <CallTile
          side={remote}
          label={`Video of ${partnerName}`}
          waiting={`Waiting for ${partnerName}'s video...`}
          videoRef={remoteRef}
        />
      </div>
      <div className={swapped ? big : small} data-testid="local-frame">
        <CallTile
          side={local}
          label="Your camera"
          self
          mirrored={mirrorLocal}
          videoRef={localRef}
        />
      </div>
      {/* Over whichever video is small: a real button, so keyboards can swap too. */}
      <button
        type="button"
        onClick={() => setSwapped((current) => !current)}
        aria-label="Swap the large and small videos"
        title="Swap videos"
        className={clsx(
          small,
          'z-20 flex items-start justify-end bg-transparent p-1 ring-0 shadow-none',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-on-fill',
        )}
      >
        <span className="rounded-md bg-stage/60 p-1 text-on-fill">
          <ArrowLeftRight className="size-4" aria-hidden="true" />
        </span>
      </button>
    </div>
  );
}
