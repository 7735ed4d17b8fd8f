import { clsx } from 'clsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { type NamedUser, userLabel } from '../../../lib/user-label.ts';

/**
 * What shows where a camera that is off would show black: the person's initial and name, sized
 * by the picture it covers (an `@container`). On a small preview it keeps clear of the badges'
 * row at the top, and has room for the initial only.
 */
export function CameraOffCard({ person }: { person: NamedUser }) {
  const name = userLabel(person);
  return (
    <div
      data-testid="camera-off"
      className={clsx(
        'absolute inset-0 flex flex-col items-center justify-center gap-1 bg-stage-raised px-2 pt-7 pb-1',
        // A large picture has the small one in its bottom right corner: the name stays above it.
        '@min-[16rem]:gap-2 @min-[16rem]:pt-2 @min-[16rem]:pb-[14%]',
      )}
    >
      <UserAvatar
        user={person}
        className={clsx(
          'size-6 text-xs @min-[10rem]:size-8 @min-[10rem]:text-base',
          '@min-[16rem]:size-14 @min-[16rem]:text-2xl @min-[24rem]:size-24 @min-[24rem]:text-4xl',
        )}
      />
      <p
        title={name}
        className={clsx(
          'max-w-full truncate text-xs font-medium text-on-fill @max-[10rem]:sr-only',
          '@min-[16rem]:text-sm @min-[24rem]:text-lg',
        )}
      >
        {name}
      </p>
    </div>
  );
}
