import { clsx } from 'clsx';

/** The Bizamply mark and word. `compact` shows the mark only (collapsed sidebar). */
export function BrandLogo({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-7 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M10 8h7.5a5 5 0 0 1 2.9 9.1A5.2 5.2 0 0 1 18 24h-8V8Zm4 3.5v3.2h3a1.6 1.6 0 0 0 0-3.2h-3Zm0 6.6v2.5h3.4a1.25 1.25 0 0 0 0-2.5H14Z"
          fillRule="evenodd"
          className="fill-primary-foreground"
        />
      </svg>
      <span className={clsx('text-base', compact && 'sr-only')}>Bizamply</span>
    </span>
  );
}
