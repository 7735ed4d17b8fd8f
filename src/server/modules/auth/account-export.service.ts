import { Readable } from 'node:stream';
import { jsonText } from '../../lib/json-stream.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { accountErrors } from './account.errors.ts';
import type { AccountExportRepository, Cursor, ExportRow } from './account-export.repository.ts';
import { DATA_EXPORTS_PER_USER } from './auth.rate-limits.ts';

/** What the file says it is, so a reader knows which shape to expect. */
export const EXPORT_FORMAT = 'pomopal-export';
/** Raised when a field changes meaning or goes; adding a field keeps it. */
export const EXPORT_FORMAT_VERSION = 1;

/** Rows read at a time from each long list: what the export holds in memory at once. */
export const EXPORT_PAGE_SIZE = 500;

interface AccountExportDeps {
  repository: AccountExportRepository;
  rateLimiter: RateLimiter;
  now: () => Date;
  pageSize?: number;
}

export interface AccountExportFile {
  filename: string;
  /** The JSON, written as the client reads it. */
  body: Readable;
}

/** Every row of a paged list, one page read at a time, and the next only when asked for. */
async function* paged(
  read: (after: Cursor | null) => Promise<{ rows: ExportRow[]; next: Cursor | null }>,
): AsyncGenerator<ExportRow> {
  let after: Cursor | null = null;
  do {
    const page = await read(after);
    yield* page.rows;
    after = page.next;
  } while (after !== null);
}

/**
 * 'Download my data': one JSON file with everything the account holds. The short parts (the
 * account, preferences, plan, payments, projects, labels, blocks, reports) are read before the
 * answer starts, so a failure there is an error answer; the long lists (tasks with their focus
 * sessions, breaks, calls) are read page by page as the client takes the file, so a user with
 * a hundred thousand sessions never has them in the server's memory at once.
 */
export function createAccountExport(deps: AccountExportDeps) {
  const { repository } = deps;
  const size = deps.pageSize ?? EXPORT_PAGE_SIZE;

  const tasks = (userId: string) =>
    (async function* () {
      for await (const task of paged((after) => repository.tasks(userId, after, size))) {
        const taskId = String(task.id);
        const sessions = paged((after) => repository.sessions(taskId, after, size));
        yield { ...task, sessions };
      }
    })();

  return {
    open: async (userId: string): Promise<AccountExportFile> => {
      const hit = await deps.rateLimiter.hit(`user:${userId}:export`, DATA_EXPORTS_PER_USER);
      if (!hit.allowed) {
        throw accountErrors.tooManyExports(DATA_EXPORTS_PER_USER.limit, hit.retryAfterSeconds);
      }
      const account = await repository.account(userId);
      if (!account) throw accountErrors.notFound();
      const exportedAt = deps.now();
      const file = {
        format: EXPORT_FORMAT,
        version: EXPORT_FORMAT_VERSION,
        exportedAt: exportedAt.toISOString(),
        account,
        preferences: await repository.preferences(userId),
        subscription: await repository.subscription(userId),
        payments: await repository.payments(userId),
        projects: await repository.projects(userId),
        labels: await repository.labels(userId),
        tasks: tasks(userId),
        breaks: paged((after) => repository.breaks(userId, after, size)),
        videoCalls: paged((after) => repository.calls(userId, after, size)),
        blocks: await repository.blocks(userId),
        reports: await repository.reports(userId),
      };
      const day = exportedAt.toISOString().slice(0, 10);
      return { filename: `pomopal-data-${day}.json`, body: Readable.from(jsonText(file)) };
    },
  };
}

export type AccountExportService = ReturnType<typeof createAccountExport>;
