import { clsx } from 'clsx';

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
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={clsx('lucide lucide-loader-circle animate-spin', className ?? 'size-4')}
      >
        <path d="M21 12a9 9 0 1 1-6.219-8.56" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
