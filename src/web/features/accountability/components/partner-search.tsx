import { Video } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { TERMS_REQUIRED } from '../../../../shared/domain/accountability.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useMatchmaking } from '../hooks/use-matchmaking.ts';
import { useVideoTerms } from '../hooks/use-video-terms.ts';
import { accountabilityMessages } from '../messages.ts';
import type { CallEntryState } from '../navigation-state.ts';
import { type GoalOption, GoalSelect } from './goal-select.tsx';
import { MatchFound } from './match-found.tsx';
import { SearchStatus } from './search-status.tsx';
import { TermsDialog } from './terms-dialog.tsx';

export interface PartnerSearchProps {
  userId: string;
  /** The user's open tasks, one of which may be the call's goal. */
  goalTasks: readonly GoalOption[];
}

/** Find a partner: the terms, an optional goal, the search, and the way to the call. */
export function PartnerSearch({ userId, goalTasks }: PartnerSearchProps) {
  const navigate = useNavigate();
  const terms = useVideoTerms(userId);
  const search = useMatchmaking(userId);
  const [goal, setGoal] = useState<string | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const [declined, setDeclined] = useState(false);
  const { state } = search;
  const refusal = state.phase === 'idle' ? state.error : null;
  const termsRefused = refusal?.code === 'accountability.terms_required';
  const { forget } = terms;

  useEffect(() => {
    if (termsRefused) forget();
  }, [termsRefused, forget]);

  useEffect(() => {
    if (state.phase !== 'matched') return;
    const { partner, initiator, room_name } = state.match;
    const entry: CallEntryState = { partner, initiator };
    navigate(`/video-call/${encodeURIComponent(room_name)}`, { state: entry });
  }, [state, navigate]);

  const start = () => {
    setDeclined(false);
    if (terms.accepted) search.find(goal);
    else setTermsOpen(true);
  };
  const accept = async () => {
    if (!(await terms.accept())) return;
    setTermsOpen(false);
    search.find(goal);
  };

  const notice = state.phase === 'idle' ? state.notice : null;
  const error = declined || termsRefused ? TERMS_REQUIRED : (refusal?.message ?? null);

  return (
    <section
      aria-label="Find a partner"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      {state.phase === 'idle' && (
        <>
          {goalTasks.length > 0 && <GoalSelect tasks={goalTasks} value={goal} onChange={setGoal} />}
          <Button size="lg" icon={<Video aria-hidden="true" />} onClick={start}>
            {accountabilityMessages.findPartner}
          </Button>
        </>
      )}
      {state.phase === 'searching' && (
        <SearchStatus skipping={state.skipping} onCancel={search.cancel} onSkip={search.skip} />
      )}
      {state.phase === 'matched' && <MatchFound match={state.match} onReset={search.reset} />}
      <Notice tone="info">{notice}</Notice>
      <Notice tone="error">{error}</Notice>
      <TermsDialog
        open={termsOpen}
        accepting={terms.accepting}
        error={terms.acceptFailed ? accountabilityMessages.acceptFailed : null}
        onAccept={() => void accept()}
        onDecline={() => {
          setTermsOpen(false);
          setDeclined(true);
        }}
      />
    </section>
  );
}
