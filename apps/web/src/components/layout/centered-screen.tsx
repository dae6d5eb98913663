import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { BrandLogo } from './brand-logo';

/** A full-screen page with the logo and one centred card: auth steps, the error page, the splash. */
export function CenteredScreen({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-4 py-10">
      <BrandLogo />
      <div
        className={clsx(
          'w-full max-w-md rounded-xl border border-border bg-surface p-6 text-center shadow-card sm:p-8',
          className,
        )}
      >
        {children}
      </div>
    </main>
  );
}
