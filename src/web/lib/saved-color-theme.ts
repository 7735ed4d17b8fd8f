import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followColorTheme, keepColorTheme } from './color-theme.ts';
import { preferencesQueryOptions } from './preferences.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The signed-in user's saved colour scheme, painted and kept on the device for its next first
 * paint. A scheme saved in another tab of this browser repaints this one at once and reads the
 * preferences again, so a Settings page open there shows it too.
 */
export function useSavedColorTheme(): void {
  const queryClient = useQueryClient();
  const theme = useQuery(preferencesQueryOptions()).data?.theme;
  useEffect(() => {
    if (theme) keepColorTheme(theme);
  }, [theme]);
  useEffect(
    () =>
      followColorTheme(() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.preferences });
      }),
    [queryClient],
  );
}
