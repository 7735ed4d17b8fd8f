import { BellOff, BellRing } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Notice, type NoticeTone } from '../../../components/ui/notice.tsx';
import { notificationMessages } from '../messages.ts';
import { type PushDeviceStatus, usePushDevice } from '../use-push-device.ts';

const STATUS: Record<PushDeviceStatus, { text: string; tone: NoticeTone; action?: 'on' | 'off' }> =
  {
    checking: { text: notificationMessages.deviceChecking, tone: 'info' },
    unsupported: { text: notificationMessages.deviceUnsupported, tone: 'info' },
    blocked: { text: notificationMessages.deviceBlocked, tone: 'error' },
    dismissed: { text: notificationMessages.deviceDismissed, tone: 'info', action: 'on' },
    on: { text: notificationMessages.deviceOn, tone: 'success', action: 'off' },
    off: { text: notificationMessages.deviceOff, tone: 'info', action: 'on' },
    'turn-on-failed': { text: notificationMessages.turnOnFailed, tone: 'error', action: 'on' },
    'turn-off-failed': { text: notificationMessages.turnOffFailed, tone: 'error', action: 'off' },
    'push-service-refused': { text: notificationMessages.pushServiceRefused, tone: 'error' },
  };

/**
 * Notifications on this device: what the browser allows, and the button that turns them on or
 * off here. It acts at once: it is this device's, not a preference saved with the account.
 */
export function PushDeviceControl() {
  const { status, busy, turnOn, turnOff } = usePushDevice();
  const { text, tone, action } = STATUS[status];
  const statusId = useId();

  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-900">Notifications on this device</h3>
      {/* The button sits beside the state it changes, and the state spans the width left. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div id={statusId} className="min-w-0 flex-1">
          <Notice tone={tone}>{text}</Notice>
        </div>
        {action && (
          <Button
            variant="secondary"
            className="shrink-0"
            loading={busy}
            aria-describedby={statusId}
            icon={
              action === 'on' ? <BellRing aria-hidden="true" /> : <BellOff aria-hidden="true" />
            }
            onClick={() => void (action === 'on' ? turnOn() : turnOff())}
          >
            {action === 'on' ? 'Turn on' : 'Turn off'}
          </Button>
        )}
      </div>
    </div>
  );
}
