import { NOTIFICATION_BADGE_CAP, NOTIFICATION_MESSAGES, SHELL_MESSAGES, type Notification } from '@bizamply/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Bell, BellRing, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { getSelectedBrandId, storage } from '@/lib/storage';
import { getRecentNotificationsQueryOptions, useRecentNotifications } from '@/features/responses/api/notifications';
import { timeAgo } from '@/features/responses/lib/relative-time';

/** Spec 2 §4: read state is kept locally, as a list of read ids. */
const READ_IDS_KEY = 'readNotificationIds';
const READ_IDS_MAX = 200;

function loadReadIds(): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage.get(READ_IDS_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

function saveReadIds(ids: Set<string>): void {
  storage.set(READ_IDS_KEY, JSON.stringify([...ids].slice(-READ_IDS_MAX)));
}

/** '9+' above the cap (spec 2 §9). */
export function badgeText(unread: number): string {
  return unread > NOTIFICATION_BADGE_CAP ? NOTIFICATION_MESSAGES.badgeOverflow : String(unread);
}

function NotificationItem({ item, unread, onOpen }: { item: Notification; unread: boolean; onOpen: () => void }) {
  return (
    <li>
      <Link
        to={item.link}
        onClick={onOpen}
        className="flex gap-3 px-4 py-3 hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
      >
        {item.platform ? (
          <PlatformIcon platform={item.platform} size="sm" withLabel={false} className="mt-0.5" />
        ) : (
          <BellRing aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning-foreground" />
        )}
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className={cn('truncate text-sm', unread ? 'font-semibold' : 'font-medium')}>{item.title}</span>
          <span className="line-clamp-2 text-xs text-muted-foreground">{item.message}</span>
          <span className="text-xs text-muted-foreground">
            {item.productName ? `${item.productName} · ` : ''}
            {timeAgo(item.time)}
          </span>
        </span>
        {unread ? <span aria-label="Unread" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" /> : null}
      </Link>
    </li>
  );
}

/** The top bar's bell (spec 2 "Sidebar and top bar", §4, §9): recent items, polled every 120 s. */
export function NotificationBell() {
  const brandId = getSelectedBrandId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [readIds, setReadIds] = useState(loadReadIds);
  const query = useRecentNotifications(brandId);
  const notifications = query.data ?? [];
  const unread = notifications.filter((item) => !readIds.has(item.id)).length;

  const markRead = (ids: string[]) => {
    const next = new Set([...readIds, ...ids]);
    saveReadIds(next);
    setReadIds(next);
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // Opening the bell shows what arrived since the last 120 s poll.
        if (next) void query.refetch();
      }}
    >
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        >
          <Bell aria-hidden="true" className="size-5" />
          {unread > 0 ? (
            <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 flex">
              {/* The halo pulses, not the count: fading white text on red would fail contrast. Three pulses, then it
                  rests: an endless one keeps the page drawing frames for as long as it is open. */}
              <span className="absolute inset-0 rounded-full bg-error opacity-60 motion-safe:animate-ping-thrice" />
              <span className="tabular relative flex h-4 min-w-4 items-center justify-center rounded-full bg-error px-1 text-[10px] leading-none font-semibold text-white">
                {badgeText(unread)}
              </span>
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="flex w-88 max-w-[calc(100vw-1rem)] flex-col gap-0 p-0">
        <div className="flex items-center gap-1 border-b border-border px-4 py-2">
          <p className="flex-1 text-sm font-semibold">Notifications</p>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Refresh notifications"
            onClick={() =>
              void queryClient.refetchQueries({ queryKey: getRecentNotificationsQueryOptions(brandId).queryKey })
            }
            disabled={query.isFetching}
          >
            <RefreshCw aria-hidden="true" className={cn(query.isFetching && 'animate-spin')} />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => markRead(notifications.map((item) => item.id))}
            disabled={unread === 0}
          >
            {NOTIFICATION_MESSAGES.markAllAsRead}
          </Button>
        </div>
        {query.isPending && brandId ? (
          <p className="px-4 py-6 text-center text-sm text-muted-foreground">Loading notifications...</p>
        ) : notifications.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-muted-foreground">No new notifications</p>
        ) : (
          <ul aria-label="Recent notifications" className="max-h-96 divide-y divide-border overflow-y-auto">
            {notifications.map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                unread={!readIds.has(item.id)}
                onOpen={() => {
                  markRead([item.id]);
                  setOpen(false);
                }}
              />
            ))}
          </ul>
        )}
        <div className="border-t border-border p-2">
          <Button asChild variant="ghost" size="sm" className="w-full">
            <Link to="/responses" onClick={() => setOpen(false)}>
              {SHELL_MESSAGES.viewAllComments}
            </Link>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
