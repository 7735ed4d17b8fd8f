import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { type NamedUser, userLabel } from '../../../lib/user-label.ts';

/**
 * What shows where a camera that is off would show black: the person's initial and name, sized
 * by the picture it covers (an `@container`); a small preview has room for the initial only.
 */
export function CameraOffCard({ person }: { person: NamedUser }) {
  const name = userLabel(person);
  return (
    <div
      data-testid="camera-off"
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-slate-800 p-2"
    >
      <UserAvatar
        user={person}
        className="size-8 text-base @min-[10rem]:size-12 @min-[10rem]:text-xl @min-[24rem]:size-24 @min-[24rem]:text-4xl"
      />
      <p
        title={name}
        className="max-w-full truncate text-sm font-medium text-white @max-[10rem]:sr-only @min-[24rem]:text-lg"
      >
        {name}
      </p>
    </div>
  );
}
