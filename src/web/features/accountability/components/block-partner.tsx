import { Ban } from 'lucide-react';
import { useState } from 'react';
import type { Partner } from '../../../../shared/accountability.schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { apiErrorText } from '../../../lib/api-client.ts';
import { useBlockPartner } from '../api/block-partner.ts';

/** Block partner, after a confirmation: the two are never matched again. */
export function BlockPartner({ partner }: { partner: Partner }) {
  const block = useBlockPartner();
  const [open, setOpen] = useState(false);
  if (block.isSuccess) {
    return (
      <Notice tone="success">{`${partner.username} is blocked. You will not be matched again.`}</Notice>
    );
  }
  return (
    <>
      <Button variant="secondary" icon={<Ban aria-hidden="true" />} onClick={() => setOpen(true)}>
        Block partner
      </Button>
      <Dialog
        title={`Block ${partner.username}?`}
        description="You will never be matched with this person again. They are not told."
        size="sm"
        open={open}
        onOpenChange={(next) => {
          if (!block.isPending) setOpen(next);
        }}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="ghost" disabled={block.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button
              variant="danger"
              loading={block.isPending}
              onClick={() => block.mutate(partner.id, { onSuccess: () => setOpen(false) })}
            >
              Block
            </Button>
          </>
        }
      >
        <Notice tone="error">
          {block.isError
            ? apiErrorText(block.error, 'Could not block this partner. Please try again.')
            : null}
        </Notice>
      </Dialog>
    </>
  );
}
