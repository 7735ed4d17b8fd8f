import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { offerUpdates, UPDATE_CHECK_INTERVAL_MS, UPDATE_READY_TITLE } from './app-updates.ts';

/** A stand-in for virtual:pwa-register's registerSW: the test plays the worker's events. */
function fakeRegister() {
  let options: RegisterSWOptions = {};
  const activate = vi.fn(async (_reloadPage?: boolean) => undefined);
  const register = vi.fn((given: RegisterSWOptions) => {
    options = given;
    return activate;
  });
  const newVersionWaiting = () => act(() => options.onNeedRefresh?.());
  const registered = (registration: Pick<ServiceWorkerRegistration, 'update'>) =>
    options.onRegisteredSW?.('/sw.js', registration as ServiceWorkerRegistration);
  return { register, activate, newVersionWaiting, registered };
}

const notices = () => screen.getByRole('region', { name: /Notification/ });

describe('offerUpdates', () => {
  it('registers the worker and says nothing while no new version waits', () => {
    const { register, activate } = fakeRegister();
    renderRoutes([{ path: '/dashboard', element: <p>Dashboard page</p> }], '/dashboard');

    offerUpdates(register);

    expect(register).toHaveBeenCalledTimes(1);
    expect(within(notices()).queryByText(UPDATE_READY_TITLE)).toBeNull();
    expect(activate).not.toHaveBeenCalled();
  });

  it('offers a waiting version with a Reload button that activates it and reloads', async () => {
    const { register, activate, newVersionWaiting } = fakeRegister();
    renderRoutes([{ path: '/dashboard', element: <p>Dashboard page</p> }], '/dashboard');
    offerUpdates(register);

    newVersionWaiting();

    const notice = within(notices()).getByRole('listitem');
    expect(within(notice).getByText('A new version of Pomopal is ready')).toBeVisible();
    // Nothing happens under the person's hands: the version waits for the button.
    expect(activate).not.toHaveBeenCalled();
    await userEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    expect(activate).toHaveBeenCalledWith(true);
  });

  it('shows the notice once, however often the worker reports the waiting version', () => {
    const { register, newVersionWaiting } = fakeRegister();
    renderRoutes([{ path: '/dashboard', element: <p>Dashboard page</p> }], '/dashboard');
    offerUpdates(register);

    newVersionWaiting();
    newVersionWaiting();

    expect(within(notices()).getAllByText(UPDATE_READY_TITLE)).toHaveLength(1);
  });

  it('asks for a new version every hour and when the tab comes back into view', () => {
    vi.useFakeTimers();
    try {
      const { register, registered } = fakeRegister();
      offerUpdates(register);
      // A check whose answer never comes matters no more than one that finds nothing new.
      const update = vi.fn<ServiceWorkerRegistration['update']>(() => new Promise(() => {}));
      registered({ update });
      expect(update).not.toHaveBeenCalled();

      vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
      expect(update).toHaveBeenCalledTimes(1);

      document.dispatchEvent(new Event('visibilitychange'));
      expect(update).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps checking after a check fails', async () => {
    vi.useFakeTimers();
    try {
      const { register, registered } = fakeRegister();
      offerUpdates(register);
      const update = vi.fn<ServiceWorkerRegistration['update']>(() =>
        Promise.reject(new TypeError('Failed to fetch')),
      );
      registered({ update });

      await vi.advanceTimersByTimeAsync(2 * UPDATE_CHECK_INTERVAL_MS);
      expect(update).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
