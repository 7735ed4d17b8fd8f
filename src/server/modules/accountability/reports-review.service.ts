import type { ReportDecision } from '../../../shared/domain/moderation.ts';
import type { ReportRow, SafetyRepository } from './safety.repository.ts';

export type { ReportRow };

/** The reports of video partners as admins review them, and the calls they count. */
export function createReportsReview({ safety }: { safety: SafetyRepository }) {
  return {
    openReports: safety.openReports,
    findReport: safety.findReport,
    reportsAbout: safety.reportsAbout,
    heldAmong: safety.heldAmong,
    /** Decides every open report of the person and lets them search again. */
    decideAbout: (reportedId: string, decision: ReportDecision, at: Date) =>
      safety.decideAbout(reportedId, decision, at),
    dismissOrphan: safety.dismissOrphan,
    callsOn: safety.callsOn,
  };
}

export type ReportsReview = ReturnType<typeof createReportsReview>;
