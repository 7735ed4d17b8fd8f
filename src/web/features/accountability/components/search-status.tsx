import { SkipForward, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { accountabilityMessages } from '../messages.ts';

export interface SearchStatusProps {
  skipping: boolean;
  onCancel: () => void;
  onSkip: () => void;
}

/** While searching: a status text, a spinner, Cancel Search and Skip. */
export function SearchStatus({ skipping, onCancel, onSkip }: SearchStatusProps) {
  return (
    <div className="flex flex-col items-center gap-5 py-4 text-center">
      <Spinner size="lg" className="text-brand-600" />
      <p role="status" className="text-base font-medium text-slate-800">
        {skipping ? accountabilityMessages.skipping : accountabilityMessages.searching}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="secondary" icon={<X aria-hidden="true" />} onClick={onCancel}>
          Cancel Search
        </Button>
        <Button variant="ghost" icon={<SkipForward aria-hidden="true" />} onClick={onSkip}>
          Skip
        </Button>
      </div>
    </div>
  );
}
