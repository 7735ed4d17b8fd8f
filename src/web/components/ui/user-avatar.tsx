import { clsx } from 'clsx';
import { type NamedUser, userInitial } from '../../lib/user-label.ts';

export interface UserAvatarProps {
  user: NamedUser;
  /** Its size and text size, in place of the side bar's. */
  className?: string;
}

/** A user's initial on a coloured circle, where a picture of them would go. */
export function UserAvatar({ user, className = 'size-9 text-sm' }: UserAvatarProps) {
  return (
    <span
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100',
        'font-semibold text-brand-800',
        className,
      )}
      aria-hidden="true"
    >
      {userInitial(user)}
    </span>
  );
}
