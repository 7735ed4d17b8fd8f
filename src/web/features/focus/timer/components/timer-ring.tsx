import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface TimerRingProps {
  /** 0 (just started) to 1 (time is up). */
  progress: number;
  size: number;
  stroke: number;
  /** Colour of the elapsed arc, as a text colour class (the arc uses currentColor). */
  tone: string;
  /** Colour of the track under it, as a stroke class. */
  track: string;
  children?: ReactNode;
}

/** A ring that fills as the phase runs, with the clock (or an icon) in its middle. */
export function TimerRing({ progress, size, stroke, tone, track, children }: TimerRingProps) {
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const clamped = Math.min(1, Math.max(0, Number.isFinite(progress) ? progress : 0));
  return (
    <div
      className="relative grid shrink-0 place-items-center"
      style={{ width: size, height: size }}
    >
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        className="absolute inset-0 -rotate-90"
        aria-hidden="true"
      >
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          className={track}
        />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke="currentColor"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - clamped)}
          className={clsx(
            tone,
            'motion-safe:transition-[stroke-dashoffset] duration-700 ease-linear',
          )}
        />
      </svg>
      <div className="relative">{children}</div>
    </div>
  );
}
