import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Semantic colours mean the same everywhere: pending amber, draft blue, sent/success green, error red. */
export const badgeVariants = cva(
  'inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs leading-4 font-medium whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      variant: {
        neutral: 'border-border bg-muted text-muted-foreground',
        primary: 'border-transparent bg-primary-subtle text-primary-subtle-foreground',
        pending: 'border-pending/40 bg-pending-subtle text-pending-foreground',
        draft: 'border-draft/30 bg-draft-subtle text-draft-foreground',
        sent: 'border-success/30 bg-success-subtle text-success-foreground',
        success: 'border-success/30 bg-success-subtle text-success-foreground',
        error: 'border-error/30 bg-error-subtle text-error-foreground',
        warning: 'border-warning/40 bg-warning-subtle text-warning-foreground',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
