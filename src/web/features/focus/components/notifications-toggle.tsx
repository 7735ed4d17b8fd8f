import { useState } from 'react';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Notice, type NoticeTone } from '../../../components/ui/notice.tsx';
import { focusMessages } from '../messages.ts';

interface Status {
  tone: NoticeTone;
  text: string;
}

const blocked: Status = { tone: 'error', text: focusMessages.notificationsBlocked };

function currentPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the browser once, when the user turns notifications on, and says what it answered. */
async function askPermission(): Promise<Status> {
  try {
    const permission = currentPermission();
    if (permission === 'unsupported') {
      return { tone: 'error', text: focusMessages.notificationsUnsupported };
    }
    const answer = permission === 'default' ? await Notification.requestPermission() : permission;
    if (answer === 'granted') return { tone: 'success', text: focusMessages.notificationsAllowed };
    return answer === 'denied'
      ? blocked
      : { tone: 'info', text: focusMessages.notificationsNotAllowed };
  } catch {
    return { tone: 'error', text: focusMessages.notificationsUnsupported };
  }
}

export interface NotificationsToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function NotificationsToggle({ checked, onChange }: NotificationsToggleProps) {
  // A saved 'on' that the browser blocks would silently do nothing: say so from the start.
  const [status, setStatus] = useState<Status | null>(() =>
    checked && currentPermission() === 'denied' ? blocked : null,
  );

  async function toggle(next: boolean) {
    onChange(next);
    setStatus(next ? await askPermission() : null);
  }

  return (
    <div className="flex flex-col gap-3">
      <Checkbox
        label="Browser notifications"
        hint="Get a notification when a focus session or a break ends."
        checked={checked}
        onChange={(event) => void toggle(event.target.checked)}
      />
      <Notice tone={status?.tone ?? 'info'}>{status?.text}</Notice>
    </div>
  );
}
