import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

interface FormFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Sits at the label's right (a 'Forgot password?' link). */
  labelAside?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function fieldDescriptionIds(id: string, options: { hint?: unknown; error?: unknown }): string | undefined {
  const ids = [options.hint ? `${id}-hint` : null, options.error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label above the field, hint under it, the spec's error message under that in red (UI.md "Forms"). */
export function FormField({ id, label, hint, error, labelAside, children, className }: FormFieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-error-foreground">
          {error}
        </p>
      ) : null}
    </div>
  );
}
