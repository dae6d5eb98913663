import type { ReactNode } from 'react';
import { BrandLogo } from '@/components/layout/brand-logo';
import { cn } from '@/lib/cn';
import { MarketingPanel } from './marketing-panel';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the form: links to the other auth pages. */
  footer?: ReactNode;
  /** The shop sign-up has seven fields and needs a wider column. */
  wide?: boolean;
}

/** Sign-in and sign-up pages: the form on the left, the marketing panel on the right (large screens). */
export function AuthLayout({ title, subtitle, children, footer, wide = false }: AuthLayoutProps) {
  return (
    <div className="grid min-h-dvh bg-background lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <main className="flex flex-col px-6 py-8 sm:px-10">
        <BrandLogo />
        <div className="flex flex-1 items-center justify-center py-10">
          <div className={cn('flex w-full flex-col gap-8', wide ? 'max-w-lg' : 'max-w-sm')}>
            <div className="flex flex-col gap-2">
              <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
              {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
            </div>
            {children}
            {footer ? <div className="text-center text-sm text-muted-foreground">{footer}</div> : null}
          </div>
        </div>
        {/* Prerendered at build time: after New Year an older build says last year until React renders it again. */}
        <p className="text-xs text-muted-foreground" suppressHydrationWarning>
          © {new Date().getFullYear()} Bizamply
        </p>
      </main>
      <MarketingPanel />
    </div>
  );
}
