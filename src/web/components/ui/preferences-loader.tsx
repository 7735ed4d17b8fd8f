import type { UseQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { DEFAULT_PREFERENCES } from '../../../shared/default-preferences.ts';
import type { Preferences } from '../../../shared/focus.schemas.ts';
import { LoadFailed } from './load-failed.tsx';
import { Spinner } from './spinner.tsx';

export interface PreferencesLoaderProps {
  preferences: UseQueryResult<Preferences>;
  /** Something else the form waits for (the plan, say). */
  waiting?: boolean;
  /** What a failed load says above the form. */
  failedMessage: string;
  /**
   * The form's height at each width (Tailwind min-height classes), held while it loads so the
   * sections below do not move when it arrives.
   */
  loadingHeight: string;
  /**
   * The form, filled with what was saved, or with the defaults after a failed load (`saved`
   * false) so the user can still set preferences while the load is tried again.
   */
  form(initial: Preferences, saved: boolean): ReactNode;
}

/** A settings form of the user's preferences, with their loading and their failure to load. */
export function PreferencesLoader({
  preferences,
  waiting = false,
  failedMessage,
  loadingHeight,
  form,
}: PreferencesLoaderProps) {
  if (preferences.isPending || waiting) {
    return (
      <div className={clsx('flex justify-center py-8', loadingHeight)}>
        <Spinner size="lg" className="text-brand-600" label="Loading your preferences..." />
      </div>
    );
  }
  if (preferences.isError) {
    return (
      <div className="flex flex-col gap-6">
        <LoadFailed
          message={failedMessage}
          size="sm"
          retrying={preferences.isFetching}
          onRetry={() => preferences.refetch()}
        />
        {form(DEFAULT_PREFERENCES, false)}
      </div>
    );
  }
  return form(preferences.data, true);
}
