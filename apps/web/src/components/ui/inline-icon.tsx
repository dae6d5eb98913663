import type { ReactNode } from 'react';

/**
 * A Lucide icon drawn inline, with Lucide's own SVG attributes: for the screens of the app's first JavaScript
 * (the splash's spinner, the error screen), which leave the icon library out of it.
 */
export function InlineIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}
