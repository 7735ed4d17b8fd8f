import { MicOff, VideoOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { mediaBadgeText } from '../media-state-text.ts';

export interface MediaBadgesProps {
  cameraOff: boolean;
  muted: boolean;
}

function Badge({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <li
      title={text}
      className="inline-flex items-center gap-1 rounded-full bg-stage/75 p-1 text-xs font-medium text-on-fill @min-[14rem]:px-2 @min-[14rem]:py-0.5"
    >
      {icon}
      {/* A small preview has room for the icons only: the words stay for screen readers. */}
      <span className="sr-only @min-[14rem]:not-sr-only">{text}</span>
    </li>
  );
}

/**
 * 'Camera off' and 'Muted' in the top left corner of a picture (the small one's top right holds
 * the swap button). Sized by the picture it sits on, which is an `@container`.
 */
export function MediaBadges({ cameraOff, muted }: MediaBadgesProps) {
  if (!cameraOff && !muted) return null;
  return (
    <ul className="pointer-events-none absolute top-1.5 left-1.5 z-10 flex max-w-[calc(100%-2.5rem)] flex-wrap gap-1">
      {cameraOff && (
        <Badge
          icon={<VideoOff className="size-3.5 shrink-0" aria-hidden="true" />}
          text={mediaBadgeText.cameraOff}
        />
      )}
      {muted && (
        <Badge
          icon={<MicOff className="size-3.5 shrink-0" aria-hidden="true" />}
          text={mediaBadgeText.muted}
        />
      )}
    </ul>
  );
}
