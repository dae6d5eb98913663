import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const inputClasses =
  'flex h-9 w-full min-w-0 rounded-md border border-input bg-surface px-3 py-1 text-sm text-foreground shadow-card transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:border-error aria-invalid:focus-visible:outline-error/30 read-only:bg-muted';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClasses, className)} {...props} />;
}
