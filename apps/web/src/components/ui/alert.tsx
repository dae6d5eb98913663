import { SHELL_MESSAGES } from '@bizamply/contracts';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

const alertVariants = cva(
  'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        error: 'border-error/40 bg-error-subtle text-error-foreground',
        warning: 'border-warning/40 bg-warning-subtle text-warning-foreground',
        success: 'border-success/40 bg-success-subtle text-success-foreground',
        info: 'border-draft/30 bg-draft-subtle text-draft-foreground',
      },
    },
    defaultVariants: { variant: 'error' },
  },
);

const ICONS = { error: CircleAlert, warning: TriangleAlert, success: CircleCheck, info: Info } as const;

interface AlertProps extends VariantProps<typeof alertVariants> {
  title?: string;
  children?: ReactNode;
  /** Shows the spec's 'Try Again' button. */
  onRetry?: () => void;
  onDismiss?: () => void;
  className?: string;
}

/** A page-level banner (UI.md "Feedback"): errors are announced to screen readers as they appear. */
export function Alert({ variant, title, children, onRetry, onDismiss, className }: AlertProps) {
  const tone = variant ?? 'error';
  const Icon = ICONS[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn(alertVariants({ variant: tone }), className)}>
      <Icon aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {title ? <p className="font-medium">{title}</p> : null}
        {children ? <div className={cn(title && 'opacity-90')}>{children}</div> : null}
      </div>
      {onRetry ? (
        <Button variant="outline" size="sm" onClick={onRetry} className="-my-1 shrink-0">
          {SHELL_MESSAGES.tryAgain}
        </Button>
      ) : null}
      {onDismiss ? (
        <button
          type="button"
          aria-label="Dismiss"
          onClick={onDismiss}
          className="-my-0.5 shrink-0 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
