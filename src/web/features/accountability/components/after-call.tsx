import type { Partner } from '../../../../shared/accountability.schemas.ts';
import { BlockPartner } from './block-partner.tsx';
import { CallOutcomeQuestion } from './call-outcome.tsx';
import { ReportPartner } from './report-partner.tsx';

export interface AfterCallProps {
  roomName: string;
  partner: Partner;
  /** The title of the task the user picked as the call's goal. */
  goal: string | null;
}

/** Wrapping up a call: how the goal went, and blocking or reporting the partner. */
export function AfterCall({ roomName, partner, goal }: AfterCallProps) {
  return (
    <section
      aria-labelledby="after-call-heading"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="after-call-heading" className="text-lg font-semibold text-slate-900">
        Your call with {partner.username} has ended
      </h2>
      <CallOutcomeQuestion roomName={roomName} goal={goal} />
      <div className="flex flex-col gap-2 border-t border-slate-100 pt-4">
        <p className="text-sm text-slate-600">Something wrong with this partner?</p>
        <div className="flex flex-wrap gap-2">
          <BlockPartner partner={partner} />
          <ReportPartner roomName={roomName} partner={partner} />
        </div>
      </div>
    </section>
  );
}
