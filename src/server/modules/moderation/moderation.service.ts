import type { FastifyBaseLogger } from 'fastify';
import { DateTime } from 'luxon';
import { isUuid } from '../../../shared/common.schemas.ts';
import { suspensionEnd } from '../../../shared/domain/moderation.ts';
import type {
  AdminOverview,
  AuditEntry,
  ModeratedPerson,
  ReportDecisionBody,
  ReportForReview,
  SuspendedPerson,
} from '../../../shared/moderation.schemas.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import type { JobRunner } from '../../lib/jobs.ts';
import type { ReportRow, ReportsReview } from '../accountability/reports-review.service.ts';
import type { AccountSuspensions } from '../auth/account-suspension.service.ts';
import type { Mailer } from '../mail/mail.service.ts';
import type { Admin } from './admin.guard.ts';
import { moderationErrors } from './moderation.errors.ts';
import { callWarningMail } from './moderation.mails.ts';
import type { ModerationRepository } from './moderation.repository.ts';

/** Runs `work`; when a row it points at was deleted meanwhile (a foreign key), `otherwise`. */
async function unlessGone<T>(work: () => Promise<T>, otherwise: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) return otherwise();
    throw error;
  }
}

/** The most reports and log entries the admin page shows at once. */
const LIST_LIMIT = 100;
/** The most earlier reports shown with each report, the newest. */
const EARLIER_LIMIT = 20;

interface Person extends ModeratedPerson {
  emailVerified: boolean;
}

export interface ModerationDeps {
  repository: ModerationRepository;
  reports: ReportsReview;
  suspensions: AccountSuspensions;
  personOf(userId: string): Promise<Person | null>;
  countAccounts(): Promise<number>;
  countPro(): Promise<number>;
  jobs: JobRunner;
  mailer: Mailer;
  appUrl: string;
  logger: FastifyBaseLogger;
  now: () => Date;
}

interface WarningMailJob {
  userId: string;
}

/**
 * The admin page's work: the reports of video partners with what came before them, the decisions
 * on them (dismiss, warn by mail, suspend), suspensions and their lifting, each written to the
 * audit log with the admin and their note, and the counts at the top.
 */
export function createModerationService(deps: ModerationDeps) {
  const { reports, suspensions } = deps;

  const warningMail = deps.jobs.define<WarningMailJob>({
    name: 'moderation.warning-mail',
    retryLimit: 8,
    retryDelaySeconds: 30,
    expireInSeconds: 60,
    handle: async ({ userId }) => {
      const person = await deps.personOf(userId);
      // Deleted meanwhile: nobody to warn.
      if (!person) return;
      await deps.mailer.send(
        person.email,
        callWarningMail({ appUrl: deps.appUrl, username: person.username }),
      );
    },
    giveUp: async ({ userId }) => {
      deps.logger.error({ userId }, 'a warning mail could not be sent');
    },
  });

  /** Each person once, however many reports name them. */
  const peopleOf = async (ids: readonly (string | null)[]) => {
    const unique = [...new Set(ids.filter((id): id is string => id !== null))];
    const found = await Promise.all(unique.map((id) => deps.personOf(id)));
    return new Map(
      found.filter((person): person is Person => person !== null).map((p) => [p.id, p]),
    );
  };

  const shown = (person: Person): ModeratedPerson => ({
    id: person.id,
    username: person.username,
    email: person.email,
  });

  const presentReports = async (open: ReportRow[]): Promise<ReportForReview[]> => {
    const reportedIds = [
      ...new Set(open.flatMap((row) => (row.reportedId ? [row.reportedId] : []))),
    ];
    const [about, held, standing] = await Promise.all([
      reports.reportsAbout(reportedIds),
      reports.heldAmong(reportedIds),
      Promise.all(reportedIds.map(async (id) => [id, await suspensions.of(id)] as const)),
    ]);
    const people = await peopleOf([
      ...open.flatMap((row) => [row.reporterId, row.reportedId]),
      ...about.map((row) => row.reporterId),
    ]);
    const suspensionOf = new Map(standing);
    return open.flatMap((row): ReportForReview[] => {
      const reporter = people.get(row.reporterId);
      // A reporter's deletion takes their reports with it; one deleted as this is read is gone.
      if (!reporter) return [];
      const reported = row.reportedId ? people.get(row.reportedId) : undefined;
      const suspension = row.reportedId ? suspensionOf.get(row.reportedId) : null;
      return [
        {
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          reason: row.reason,
          roomName: row.roomName,
          reporter: shown(reporter),
          reported: reported
            ? {
                ...shown(reported),
                suspension: suspension ? { until: suspension.until?.toISOString() ?? null } : null,
                heldFromMatchmaking: held.has(reported.id),
              }
            : null,
          earlier: about
            .filter(
              (other) =>
                other.reportedId === row.reportedId &&
                other.id !== row.id &&
                other.createdAt.getTime() <= row.createdAt.getTime(),
            )
            .slice(0, EARLIER_LIMIT)
            .map((other) => ({
              id: other.id,
              createdAt: other.createdAt.toISOString(),
              reason: other.reason,
              reporterUsername: people.get(other.reporterId)?.username ?? null,
              decision: other.decision,
            })),
        },
      ];
    });
  };

  return {
    overview: async (timeZone: string): Promise<AdminOverview> => {
      const today = DateTime.fromJSDate(deps.now(), { zone: timeZone }).startOf('day');
      const [users, proUsers, callsToday] = await Promise.all([
        deps.countAccounts(),
        deps.countPro(),
        reports.callsBetween(today.toJSDate(), today.plus({ days: 1 }).toJSDate()),
      ]);
      return { users, proUsers, callsToday };
    },

    openReports: async (): Promise<ReportForReview[]> =>
      presentReports(await reports.openReports(LIST_LIMIT)),

    /**
     * Decides a report: dismiss, warn (a mail, sent by a job that retries) or suspend the person
     * it is about. The waiting reports of that person made before it are decided with it; once
     * none waits, their hold on matchmaking ends (a suspension keeps them out on its own). A
     * report decided already is refused, so a retried request never acts twice.
     */
    decide: async (admin: Admin, reportId: string, body: ReportDecisionBody): Promise<void> => {
      const report = isUuid(reportId) ? await reports.findReport(reportId) : null;
      if (!report) throw moderationErrors.reportNotFound();
      const subjectId = report.reportedId;
      if (subjectId === null && body.decision !== 'dismiss') throw moderationErrors.personGone();
      const at = deps.now();
      if ((await reports.decide(report, body.decision, at)) === null) {
        throw moderationErrors.decidedAlready();
      }
      // The account may be deleted meanwhile: nothing is left to suspend, and the log keeps the
      // entry without naming it.
      const until =
        body.decision === 'suspend' && subjectId !== null
          ? await unlessGone(
              () => suspensions.suspend(subjectId, suspensionEnd(at, body.days)),
              () => null,
            )
          : null;
      const entry = {
        adminId: admin.id,
        adminEmail: admin.email,
        action: body.decision,
        subjectId,
        reportId,
        until,
        note: body.note,
        at,
      };
      const entryId = await unlessGone(
        () => deps.repository.record(entry),
        () => deps.repository.record({ ...entry, subjectId: null }),
      );
      if (body.decision === 'warn' && subjectId !== null) {
        await warningMail.send({ userId: subjectId }, entryId);
      }
    },

    suspended: async (): Promise<SuspendedPerson[]> => {
      const rows = await suspensions.list();
      const people = await peopleOf(rows.map((row) => row.userId));
      return rows.flatMap((row) => {
        const person = people.get(row.userId);
        return person
          ? [
              {
                person: shown(person),
                since: row.since.toISOString(),
                until: row.until?.toISOString() ?? null,
              },
            ]
          : [];
      });
    },

    lift: async (admin: Admin, userId: string, note: string): Promise<void> => {
      if (!(await suspensions.lift(userId))) throw moderationErrors.notSuspended();
      await deps.repository.record({
        adminId: admin.id,
        adminEmail: admin.email,
        action: 'unsuspend',
        subjectId: userId,
        reportId: null,
        until: null,
        note,
        at: deps.now(),
      });
    },

    auditLog: async (): Promise<AuditEntry[]> => {
      const entries = await deps.repository.latest(LIST_LIMIT);
      const people = await peopleOf(entries.map((entry) => entry.subjectId));
      return entries.map((entry) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        adminEmail: entry.adminEmail,
        action: entry.action,
        subjectUsername: entry.subjectId ? (people.get(entry.subjectId)?.username ?? null) : null,
        until: entry.until?.toISOString() ?? null,
        note: entry.note,
      }));
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
