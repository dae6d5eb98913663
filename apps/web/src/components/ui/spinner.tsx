import { clsx } from 'clsx';
import { InlineIcon } from './inline-icon';

interface SpinnerProps {
  /** Classes for the icon; a size class here replaces the default `size-4`. */
  className?: string;
  /** Accessible text; omit when the spinner sits next to visible text that already says it. */
  label?: string;
}

/**
 * Lucide's loader-circle, drawn here: the splash screen shows a spinner before any page, so neither the icon
 * library nor tailwind-merge (clsx instead of cn) is part of the app's first JavaScript.
 */
export function Spinner({ className, label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <InlineIcon className={clsx('lucide lucide-loader-circle animate-spin', className ?? 'size-4')}>
        <path d="M21 12a9 9 0 1 1-6.219-8.56" />
      </InlineIcon>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
