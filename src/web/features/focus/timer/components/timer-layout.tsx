import { Outlet } from 'react-router';
import { useAuth } from '../../../../lib/auth-client.ts';
import { loadOnce, useLoaded } from '../../../../lib/load-once.ts';

/**
 * The timer's code (its dock, engine, shortcuts and music, about 18 kB) loads beside the page
 * rather than before it: the page shows first and the dock fills its place a moment later. The
 * timer kept from an earlier visit is read back then, before the dock first renders.
 */
const runtime = loadOnce(async () => {
  const [{ TimerRuntime }, { timerChecks }, { getTimerStore }] = await Promise.all([
    import('./timer-runtime.tsx'),
    import('../timer-snapshot-schema.ts'),
    import('../timer-store-instance.ts'),
  ]);
  getTimerStore().restore(timerChecks);
  return TimerRuntime;
});

/** Loads the timer's code now; the tests start with it, as a page does once it has loaded. */
export const preloadTimer = runtime.load;

/**
 * Layout route for the signed-in pages: the page, then the focus timer that runs across all of
 * them (the docked timer, the tab title, shortcuts, music, and the sync with other tabs).
 */
export function TimerLayout() {
  const { user } = useAuth();
  const TimerRuntime = useLoaded(runtime, user !== null);
  return (
    <>
      <Outlet />
      {user && TimerRuntime && <TimerRuntime key={user.id} userId={user.id} />}
    </>
  );
}
