import { clsx } from 'clsx';
import { type Ref, useEffect, useRef } from 'react';

export interface StreamVideoProps {
  stream: MediaStream | null;
  label: string;
  /** One's own picture: no sound (no echo), shown mirrored as in a mirror. */
  self?: boolean;
  mirrored?: boolean;
  videoRef?: Ref<HTMLVideoElement>;
  className?: string;
}

/** A video element playing a MediaStream (React has no prop for `srcObject`). */
export function StreamVideo({
  stream,
  label,
  self = false,
  mirrored = false,
  videoRef,
  className,
}: StreamVideoProps) {
  const element = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    const video = element.current;
    if (!video || video.srcObject === stream) return;
    video.srcObject = stream;
    // Autoplay may be refused until the user interacts; the next stream or click tries again.
    if (stream) video.play().catch(() => undefined);
  }, [stream]);

  return (
    <video
      ref={(node) => {
        element.current = node;
        if (typeof videoRef === 'function') videoRef(node);
        else if (videoRef) videoRef.current = node;
      }}
      aria-label={label}
      autoPlay
      playsInline
      muted={self}
      className={clsx('size-full bg-stage object-cover', mirrored && '-scale-x-100', className)}
    />
  );
}
