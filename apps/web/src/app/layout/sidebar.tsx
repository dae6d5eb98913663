import { SHELL_MESSAGES } from '@bizamply/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useMatch } from 'react-router';
import { Link } from '@/components/ui/link';
import { BrandLogo } from '@/components/layout/brand-logo';
import { Badge } from '@/components/ui/badge';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { useCreditBalance } from './api/credit-balance';
import { CreditsMeter } from './credits-meter';
import { navItemsFor, type NavItem } from './nav-items';

interface SidebarContentProps {
  isAdmin: boolean;
  collapsed: boolean;
  /** Closes the mobile drawer after a link is followed. */
  onNavigate?: () => void;
}

function SidebarLink({ item, collapsed, onNavigate }: { item: NavItem; collapsed: boolean; onNavigate?: () => void }) {
  // Active as NavLink marked it (the page's address or one below it), with a string className: the tooltip's Slot
  // would stringify NavLink's function form.
  const active = useMatch({ path: item.to, end: false }) !== null;
  const queryClient = useQueryClient();
  // A press that will navigate in the app: the primary button or Enter, no modifier (those open a new tab).
  const intent = (event: PointerEvent | KeyboardEvent) => {
    const plain = !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    const press = 'button' in event ? event.button === 0 : event.key === 'Enter';
    if (!active && plain && press) item.onIntent?.(queryClient);
  };
  const link = (
    <Link
      to={item.to}
      onClick={onNavigate}
      onPointerDown={item.onIntent ? intent : undefined}
      onKeyDown={item.onIntent ? intent : undefined}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
        active &&
          'bg-primary-subtle text-primary-subtle-foreground hover:bg-primary-subtle hover:text-primary-subtle-foreground',
        collapsed && 'justify-center px-0',
      )}
    >
      <item.Icon aria-hidden="true" className="size-5 shrink-0" />
      <span className={cn('flex-1 truncate', collapsed && 'sr-only')}>{item.label}</span>
      {item.adminOnly ? (
        <Badge variant="primary" className={cn('px-1.5 text-[10px]', collapsed && 'sr-only')}>
          {SHELL_MESSAGES.adminBadge}
        </Badge>
      ) : null}
    </Link>
  );
  if (!collapsed) return link;
  return (
    <Tooltip content={item.label} side="right">
      {link}
    </Tooltip>
  );
}

export function SidebarContent({ isAdmin, collapsed, onNavigate }: SidebarContentProps) {
  const credits = useCreditBalance().data;
  return (
    <div className="flex h-full flex-col">
      <div
        className={cn(
          'flex h-14 shrink-0 items-center border-b border-border px-4',
          collapsed && 'justify-center px-0',
        )}
      >
        <BrandLogo compact={collapsed} />
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-2 py-3">
        <ul className="flex flex-col gap-0.5">
          {navItemsFor(isAdmin).map((item) => (
            <li key={item.to}>
              <SidebarLink item={item} collapsed={collapsed} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="shrink-0 p-3">
        <CreditsMeter collapsed={collapsed} total={credits?.totalCredits} used={credits?.usedCredits} />
      </div>
    </div>
  );
}
