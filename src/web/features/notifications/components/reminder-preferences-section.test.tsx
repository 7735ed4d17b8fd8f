import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toast.tsx';
import { errorResponse } from '../../../test/api-errors.ts';
import { type FetchHandler, jsonResponse, stubFetch } from '../../../test/fetch-mock.ts';
import { makePreferences } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ReminderPreferencesSection } from './reminder-preferences-section.tsx';

// Toasts live in a module-wide store that outlasts a test: watch the calls this test makes.
vi.mock('../../../components/ui/toast.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../components/ui/toast.tsx')>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

const PUBLIC_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  expirationTime: null,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

/** The preferences API, and `extra` for the push endpoints; returns the mock to read requests. */
function serve(extra: FetchHandler = () => undefined) {
  return stubFetch((url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    if (url !== '/api/preferences') return undefined;
    return init?.method === 'PUT'
      ? jsonResponse(200, makePreferences(JSON.parse(String(init.body))))
      : jsonResponse(200, makePreferences());
  });
}

const bodiesOf = (fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetchMock.mock.calls
    .filter(([called, init]) => called === url && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));

/** A browser with service workers and push, whose permission and push manager the test sets. */
function stubPushBrowser(
  permission: NotificationPermission,
  {
    answer = permission,
    subscribe = async () => ({ ...SUBSCRIPTION, toJSON: () => SUBSCRIPTION }),
  }: { answer?: NotificationPermission; subscribe?: () => Promise<unknown> } = {},
) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', class {});
  const pushManager = { getSubscription: vi.fn(async () => null), subscribe: vi.fn(subscribe) };
  const registration = { pushManager };
  const serviceWorker = {
    getRegistration: vi.fn(async () => undefined),
    register: vi.fn(async () => registration),
    // The worker registered at page load is active: `ready` hands over its registration.
    ready: Promise.resolve(registration),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  return { requestPermission, pushManager, serviceWorker };
}

function renderSection() {
  return renderRoutes(
    [{ path: '/settings', element: <ReminderPreferencesSection /> }],
    '/settings',
  );
}

describe('ReminderPreferencesSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toast).mockClear();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('saves only the preferences that changed, then confirms', async () => {
    const fetchMock = serve();
    renderSection();

    const inApp = await screen.findByLabelText('In-app reminders');
    expect(inApp).toBeChecked();
    expect(screen.getByLabelText('Push notifications')).toBeChecked();
    expect(screen.getByLabelText('E-mail reminders')).not.toBeChecked();
    const defaultReminder = screen.getByLabelText('Default reminder for new tasks with a due date');
    expect(defaultReminder).toHaveDisplayValue('None');
    await userEvent.click(inApp);
    await userEvent.selectOptions(defaultReminder, '15 minutes before');
    await userEvent.click(screen.getByRole('button', { name: 'Save notification preferences' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'success',
        title: 'Notification preferences saved.',
      }),
    );
    expect(bodiesOf(fetchMock, 'PUT', '/api/preferences')).toEqual([
      { inAppReminders: false, defaultReminder: 15 },
    ]);
  });

  it('says so when saving fails, with the server reason', async () => {
    serve((url, init) =>
      url === '/api/preferences' && init?.method === 'PUT'
        ? errorResponse('request.invalid', 'defaultReminder must be one of 0, 5, 15, 30, 60, 1440')
        : undefined,
    );
    renderSection();

    await userEvent.click(await screen.findByLabelText('E-mail reminders'));
    await userEvent.click(screen.getByRole('button', { name: 'Save notification preferences' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        variant: 'error',
        title: 'Failed to save notification preferences.',
        description: 'defaultReminder must be one of 0, 5, 15, 30, 60, 1440',
      }),
    );
  });

  it('says when this browser cannot get notifications, with nothing to turn on', async () => {
    serve();
    renderSection();

    expect(
      await screen.findByText('This browser cannot get notifications from Pomopal.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
  });

  it('says when the browser blocks notifications', async () => {
    stubPushBrowser('denied');
    serve();
    renderSection();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Your browser blocks notifications from Pomopal/,
    );
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
  });

  it('turns notifications on: asks, subscribes with the server key and sends the subscription', async () => {
    const { requestPermission, pushManager, serviceWorker } = stubPushBrowser('default', {
      answer: 'granted',
    });
    const fetchMock = serve((url, init) => {
      if (url === '/api/push/key') return jsonResponse(200, { publicKey: PUBLIC_KEY });
      if (url === '/api/push/subscriptions' && init?.method === 'POST') return jsonResponse(204);
      return undefined;
    });
    renderSection();

    expect(
      await screen.findByText('Off: this device gets no reminders while Pomopal is closed.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    expect(
      await screen.findByText('On: reminders reach this device even when Pomopal is closed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeEnabled();
    expect(requestPermission).toHaveBeenCalled();
    expect(serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: expect.any(Uint8Array),
    });
    expect(bodiesOf(fetchMock, 'POST', '/api/push/subscriptions')).toEqual([SUBSCRIPTION]);
  });

  it('says when turning on failed, and offers to try again', async () => {
    stubPushBrowser('granted', {
      subscribe: async () => {
        throw new DOMException('Registration failed - push service error', 'AbortError');
      },
    });
    const fetchMock = serve((url) =>
      url === '/api/push/key' ? jsonResponse(200, { publicKey: PUBLIC_KEY }) : undefined,
    );
    renderSection();

    await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not turn on notifications on this device. Try again later.',
    );
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeEnabled();
    expect(bodiesOf(fetchMock, 'POST', '/api/push/subscriptions')).toEqual([]);
  });
});
