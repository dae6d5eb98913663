import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useContext, useDeferredValue, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useCurrentUser } from '@/features/auth/components/session-context';
import { followWaysIntoInbox } from '@/features/responses/inbox-link-intent';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { storage } from '@/lib/storage';
import { AppRouterContext } from '../app-router-context';
import { LiveUpdates } from '../live/live-updates';
import { BrandProvider, useBrandContext } from './brand-context';
import { isBrandPage, LowBalanceBanner, NoBrandState } from './shell-notices';
import { SidebarContent } from './sidebar';
import { TopBar } from './top-bar';

/** A display preference, not session data: it survives sign-out on purpose. */
const SIDEBAR_COLLAPSED_KEY = 'sidebar_collapsed';
const DESKTOP_QUERY = '(min-width: 768px)';

function isDesktop(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches;
}

function PageSkeleton() {
  return (
    <div className="flex flex-col gap-5" aria-busy="true">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * The page, once the brand it is for is known. Keyed by brand: a brand change mounts the page afresh, so
 * every page reads the new brand, whatever it kept in state.
 */
function BrandScopedOutlet({ isAdmin }: { isAdmin: boolean }) {
  // The brand list arrives as a query's answer, which re-renders synchronously (React never splits it): the page is
  // mounted from a deferred copy instead, a transition React draws in short tasks (the skeleton stays meanwhile).
  const { ready, selectedBrandId, listState } = useDeferredValue(useBrandContext());
  const { pathname } = useLocation();
  if (!ready) return <PageSkeleton />;
  if (listState.kind === 'empty' && isBrandPage(pathname)) return <NoBrandState isAdmin={isAdmin} />;
  return (
    <>
      <LiveUpdates brandId={selectedBrandId} />
      <Outlet key={selectedBrandId ?? 'no-brand'} />
    </>
  );
}

/** Sidebar (240 px, or icons only) and top bar (56 px) around every signed-in page; a drawer below md. */
export function AppShell() {
  // The app's data router, to hear of a new address before the page for it renders.
  const router = useContext(AppRouterContext);
  const queryClient = useQueryClient();
  useEffect(() => (router ? followWaysIntoInbox(router, queryClient) : undefined), [router, queryClient]);
  return (
    <BrandProvider>
      <ShellFrame />
    </BrandProvider>
  );
}

function ShellFrame() {
  const user = useCurrentUser();
  const [collapsed, setCollapsed] = useState(() => storage.get(SIDEBAR_COLLAPSED_KEY) === '1');
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A phone draws the navigation in the drawer only: the fixed sidebar (every nav item) is not even rendered.
  const desktop = useMediaQuery(DESKTOP_QUERY);

  const toggleMenu = useCallback(() => {
    if (!isDesktop()) {
      setDrawerOpen((open) => !open);
      return;
    }
    setCollapsed((current) => {
      storage.set(SIDEBAR_COLLAPSED_KEY, current ? '0' : '1');
      return !current;
    });
  }, []);

  return (
    <TooltipProvider delayDuration={300}>
      <div className="min-h-dvh bg-background">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-surface px-3 py-2 shadow-popover focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {desktop ? (
          <aside
            className={cn(
              'fixed inset-y-0 left-0 z-30 hidden border-r border-border bg-surface transition-[width] duration-200 md:block',
              collapsed ? 'w-16' : 'w-60',
            )}
          >
            <SidebarContent isAdmin={user.isAdmin} collapsed={collapsed} />
          </aside>
        ) : null}

        <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <DialogPrimitive.Portal>
            <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-overlay data-[state=open]:animate-fade-in md:hidden" />
            <DialogPrimitive.Content
              aria-describedby={undefined}
              className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r border-border bg-surface shadow-popover data-[state=open]:animate-slide-in-left md:hidden"
            >
              <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
              <SidebarContent isAdmin={user.isAdmin} collapsed={false} onNavigate={() => setDrawerOpen(false)} />
            </DialogPrimitive.Content>
          </DialogPrimitive.Portal>
        </DialogPrimitive.Root>

        <div
          className={cn(
            'flex min-h-dvh flex-col transition-[padding] duration-200',
            collapsed ? 'md:pl-16' : 'md:pl-60',
          )}
        >
          <TopBar user={user} onToggleMenu={toggleMenu} menuExpanded={desktop ? !collapsed : drawerOpen} />
          <main
            id="main"
            tabIndex={-1}
            className="mx-auto w-full max-w-[1280px] flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8"
          >
            <LowBalanceBanner />
            <Suspense fallback={<PageSkeleton />}>
              <BrandScopedOutlet isAdmin={user.isAdmin} />
            </Suspense>
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}
