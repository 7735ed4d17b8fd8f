import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SettingsCard } from '../../../components/ui/settings-card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { DownloadError } from '../../../lib/file-download.ts';
import { downloadMyData } from '../data-download.ts';
import { accountMessages } from '../messages.ts';

/** 'Download my data': one JSON file with everything the account holds. */
export function DownloadDataSection() {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const filename = await downloadMyData();
      toast({ variant: 'success', title: accountMessages.dataDownloaded, description: filename });
    } catch (error) {
      const title =
        error instanceof DownloadError ? error.message : accountMessages.dataDownloadFailed;
      toast({ variant: 'error', title });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsCard id="your-data" title="Your data" description={accountMessages.dataDescription}>
      <div className="flex flex-col items-start gap-4">
        <p className="text-sm text-slate-700">{accountMessages.dataContents}</p>
        <Button
          variant="secondary"
          loading={busy}
          icon={<Download aria-hidden="true" />}
          onClick={download}
        >
          {busy ? accountMessages.dataDownloading : 'Download my data'}
        </Button>
      </div>
    </SettingsCard>
  );
}
