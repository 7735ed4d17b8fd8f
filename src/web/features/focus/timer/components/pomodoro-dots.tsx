import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { DEFAULT_POMODOROS_PER_LONG_BREAK } from '../../../../../shared/domain/timer.ts';
import { preferencesQueryOptions } from '../../../../lib/preferences.ts';

/** How far the cycle is: one dot per pomodoro before the long break, filled once done. */
export function PomodoroDots({ count }: { count: number }) {
  const total =
    useQuery(preferencesQueryOptions()).data?.pomodorosPerLongBreak ??
    DEFAULT_POMODOROS_PER_LONG_BREAK;
  return (
    <div className="flex items-center gap-1.5">
      <span className="flex gap-1" aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <span
            // The dots never reorder: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className={clsx('size-2 rounded-full', index < count ? 'bg-brand-500' : 'bg-slate-200')}
          />
        ))}
      </span>
      <span className="text-xs text-slate-600">
        {count}/{total}
        <span className="sr-only"> pomodoros done before a long break</span>
      </span>
    </div>
  );
}
