import { SHELL_MESSAGES } from '@bizamply/contracts';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

/**
 * The bell's place in the top bar. The notification list, unread badge and Mark all as read arrive with the
 * notifications issue; until then it opens onto the inbox link only.
 */
export function NotificationBell() {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Notifications">
          <Bell aria-hidden="true" className="size-5" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="flex w-80 flex-col gap-0 p-0">
        <p className="border-b border-border px-4 py-3 text-sm font-semibold">Notifications</p>
        <p className="px-4 py-6 text-center text-sm text-muted-foreground">
          New reviews and comments will be announced here.
        </p>
        <div className="border-t border-border p-2">
          <Button asChild variant="ghost" size="sm" className="w-full">
            <Link to="/responses">{SHELL_MESSAGES.viewAllComments}</Link>
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
