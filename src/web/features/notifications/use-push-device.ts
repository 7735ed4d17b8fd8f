import { useEffect, useState } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import {
  type PushTurnOnResult,
  readPushState,
  turnPushOff,
  turnPushOn,
} from '../../lib/push-device.ts';

/** What Settings shows about this device: the browser's state, or how the last attempt ended. */
export type PushDeviceStatus =
  | PushTurnOnResult
  | 'checking'
  | 'turn-on-failed'
  | 'turn-off-failed'
  | 'push-service-refused';

/** This device's push state, and the actions that change it; an action never throws. */
export function usePushDevice() {
  const [status, setStatus] = useState<PushDeviceStatus>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    readPushState().then(
      (state) => current && setStatus(state),
      () => current && setStatus('off'),
    );
    return () => {
      current = false;
    };
  }, []);

  async function act(
    action: () => Promise<PushDeviceStatus>,
    failed: (error: unknown) => PushDeviceStatus,
  ) {
    setBusy(true);
    try {
      setStatus(await action());
    } catch (error) {
      setStatus(failed(error));
    } finally {
      setBusy(false);
    }
  }

  const turnOn = () =>
    act(turnPushOn, (error) =>
      // Subscribing fails too when the push service cannot be reached (offline, blocked network).
      isApiError(error, 'notifications.push_service_not_allowed')
        ? 'push-service-refused'
        : 'turn-on-failed',
    );
  const turnOff = () =>
    act(
      async () => {
        await turnPushOff();
        return 'off';
      },
      () => 'turn-off-failed',
    );

  return { status, busy, turnOn, turnOff };
}
