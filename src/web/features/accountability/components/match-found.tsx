import { RotateCcw } from 'lucide-react';
import type { MatchFound as Match } from '../../../../shared/accountability.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { accountabilityMessages } from '../messages.ts';

export interface MatchFoundProps {
  match: Match;
  onReset: () => void;
}

/** On a match: the partner's username and the room's name, on the way to the call. */
export function MatchFound({ match, onReset }: MatchFoundProps) {
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <p role="status" className="text-base font-medium text-emerald-800">
        {accountabilityMessages.matched}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-left text-sm">
        <dt className="text-slate-600">Partner</dt>
        <dd className="font-medium wrap-anywhere text-slate-900">{match.partner.username}</dd>
        <dt className="text-slate-600">Room</dt>
        <dd className="font-mono text-xs wrap-anywhere text-slate-900">{match.room_name}</dd>
      </dl>
      <Button variant="secondary" icon={<RotateCcw aria-hidden="true" />} onClick={onReset}>
        {accountabilityMessages.findAnother}
      </Button>
    </div>
  );
}
