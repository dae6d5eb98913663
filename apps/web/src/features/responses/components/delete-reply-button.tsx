import { INBOX_MESSAGES, PLATFORM_LABELS, type Comment } from '@bizamply/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** "Delete reply" on a sent item whose platform allows it (Google reviews): asks first, it is public. */
export function DeleteReplyButton(props: { comment: Comment; busy: boolean; onDelete: (comment: Comment) => void }) {
  const [open, setOpen] = useState(false);
  const label = PLATFORM_LABELS[props.comment.platform];
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} disabled={props.busy} loading={props.busy}>
        {props.busy ? null : <Trash2 aria-hidden="true" />}
        {INBOX_MESSAGES.deleteReply}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>{INBOX_MESSAGES.deleteReply}</DialogTitle>
            <DialogDescription>{INBOX_MESSAGES.deleteReplyConfirm.replace('{platform}', label)}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {INBOX_MESSAGES.cancel}
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                setOpen(false);
                props.onDelete(props.comment);
              }}
            >
              {INBOX_MESSAGES.deleteReply}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
