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
    /**
     * Decides the report and those of the same person that waited before it; null when it was
     * decided meanwhile. The person searches again once none of their reports waits.
     */
    decide: (report: ReportRow, decision: ReportDecision, at: Date) =>
      safety.decide(report, decision, at),
    callsBetween: safety.callsBetween,
  };
}

export type ReportsReview = ReturnType<typeof createReportsReview>;
