import { Download, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { DownloadError } from '../../../lib/file-download.ts';
import { userTimeZone } from '../../../lib/time-zone.ts';
import { useProStatus } from '../../../lib/use-pro-status.ts';
import { downloadTasksCsv } from '../api/export-tasks-csv.ts';
import { taskMessages } from '../messages.ts';

export interface CsvDownloadProps {
  /** The loaded list's length (undefined before it loads). */
  taskCount: number | undefined;
}

/** 'Download CSV' for Pro users, 'Upgrade to Download' (to /subscription) for the others. */
export function CsvDownload({ taskCount }: CsvDownloadProps) {
  const [busy, setBusy] = useState(false);
  const { isPro, pending } = useProStatus();
  // The place of the free plan's link, the common case, so the list below stays put.
  if (pending) return <span className="inline-block h-8 w-50" aria-hidden="true" />;
  if (!isPro) {
    return (
      <Link to="/subscription" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        <Lock aria-hidden="true" />
        Upgrade to Download
      </Link>
    );
  }

  async function download() {
    // There must be at least one task; the server says so too.
    if (taskCount === 0) {
      toast({ variant: 'error', title: taskMessages.noTasksToExport });
      return;
    }
    setBusy(true);
    try {
      const filename = await downloadTasksCsv(userTimeZone());
      toast({ variant: 'success', title: 'Tasks downloaded', description: filename });
    } catch (error) {
      const title = error instanceof DownloadError ? error.message : taskMessages.downloadFailed;
      toast({ variant: 'error', title });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      loading={busy}
      icon={<Download aria-hidden="true" />}
      onClick={download}
    >
      Download CSV
    </Button>
  );
}
