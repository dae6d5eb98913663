import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

interface CustomerDialogFrameProps {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  /** While a change is being saved, Escape and the overlay do not close the dialog. */
  busy?: boolean;
  className?: string;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/** Every customer dialog: open while mounted, closed by the page when the action is done. */
export function CustomerDialogFrame({
  title,
  description,
  onClose,
  busy = false,
  className,
  role = 'dialog',
  children,
}: CustomerDialogFrameProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <DialogContent role={role} className={cn(className)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? (
            <DialogDescription>{description}</DialogDescription>
          ) : (
            <DialogDescription className="sr-only">{title}</DialogDescription>
          )}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
