import { clsx } from 'clsx';
import { ArrowLeftRight, VideoOff } from 'lucide-react';
import { type RefObject, useState } from 'react';
import { StreamVideo } from './stream-video.tsx';

export interface CallStageProps {
  local: MediaStream | null;
  remote: MediaStream | null;
  partnerName: string;
  /** One's own camera shows mirrored when it is the front one. */
  mirrorLocal: boolean;
  localOff: boolean;
  remoteRef: RefObject<HTMLVideoElement | null>;
  localRef: RefObject<HTMLVideoElement | null>;
}

/** The two videos: one fills the stage, the other is a small preview; clicking it swaps them. */
export function CallStage({
  local,
  remote,
  partnerName,
  mirrorLocal,
  localOff,
  remoteRef,
  localRef,
}: CallStageProps) {
  const [swapped, setSwapped] = useState(false);
  const big = 'absolute inset-0';
  const small = clsx(
    'absolute right-3 bottom-3 z-10 aspect-video w-1/4 min-w-24 overflow-hidden rounded-lg',
    'shadow-lg ring-2 ring-white/80',
  );

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-slate-900">
      <div className={swapped ? small : big} data-testid="remote-frame">
        <StreamVideo stream={remote} label={`Video of ${partnerName}`} videoRef={remoteRef} />
        {!remote && (
          <p className="absolute inset-0 flex items-center justify-center p-2 text-center text-sm text-slate-300">
            Waiting for {partnerName}'s video...
          </p>
        )}
      </div>
      <div className={swapped ? big : small} data-testid="local-frame">
        <StreamVideo
          stream={local}
          label="Your camera"
          self
          mirrored={mirrorLocal}
          videoRef={localRef}
        />
        {localOff && (
          <span className="absolute inset-0 flex items-center justify-center bg-slate-800 text-slate-300">
            <VideoOff className="size-6" aria-hidden="true" />
            <span className="sr-only">Your camera is off</span>
          </span>
        )}
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
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white',
        )}
      >
        <span className="rounded-md bg-slate-950/60 p-1 text-white">
          <ArrowLeftRight className="size-4" aria-hidden="true" />
        </span>
      </button>
    </div>
  );
}
