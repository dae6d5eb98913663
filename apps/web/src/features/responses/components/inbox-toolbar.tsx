import { AUTOMATION_MESSAGES, INBOX_MESSAGES, PLATFORM_DEFINITIONS, type Platform } from '@bizamply/contracts';
import { CheckSquare, Filter } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { SearchInput } from '@/components/ui/search-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import type { InboxFilters } from '../api/comments';

/** Spec 2: the chips, in the spec's order and with its labels ('Judge Me'). */
export const PLATFORM_CHIPS: Array<{ value: Platform | 'all'; label: string }> = [
  { value: 'all', label: 'All' },
  ...PLATFORM_DEFINITIONS.flatMap((definition) => (definition.inbox.chip ? [definition] : []))
    .sort((a, b) => (a.inbox.chip?.order ?? 0) - (b.inbox.chip?.order ?? 0))
    .map((definition) => ({ value: definition.id, label: definition.inbox.chip?.label ?? definition.label })),
];

const SORTS: Array<{ value: InboxFilters['sort']; label: string }> = [
  { value: 'priority', label: AUTOMATION_MESSAGES.sortPriority },
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'rating_desc', label: 'Highest rating' },
  { value: 'rating_asc', label: 'Lowest rating' },
];

interface InboxToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  platform: Platform | 'all';
  onPlatformChange: (value: Platform | 'all') => void;
  sort: InboxFilters['sort'];
  onSortChange: (value: InboxFilters['sort']) => void;
  onSelectAll: () => void;
  selectAllDisabled: boolean;
}

export function InboxToolbar(props: InboxToolbarProps) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          containerClassName="min-w-56 flex-1"
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
          placeholder={INBOX_MESSAGES.searchPlaceholder}
          label={INBOX_MESSAGES.searchPlaceholder}
          maxLength={200}
        />
        <Popover>
          <PopoverTrigger asChild>
            <Button variant="outline">
              <Filter aria-hidden="true" />
              {INBOX_MESSAGES.filters}
            </Button>
          </PopoverTrigger>
          <PopoverContent align="end" className="flex w-64 flex-col gap-2">
            <Label htmlFor="inbox-sort">Order</Label>
            <Select value={props.sort} onValueChange={(value) => props.onSortChange(value as InboxFilters['sort'])}>
              <SelectTrigger id="inbox-sort">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SORTS.map((sort) => (
                  <SelectItem key={sort.value} value={sort.value}>
                    {sort.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </PopoverContent>
        </Popover>
        <Button variant="outline" onClick={props.onSelectAll} disabled={props.selectAllDisabled}>
          <CheckSquare aria-hidden="true" />
          {INBOX_MESSAGES.selectAll}
        </Button>
      </div>
      <div role="group" aria-label="Platforms" className="flex flex-wrap gap-2">
        {PLATFORM_CHIPS.map((chip) => {
          const active = props.platform === chip.value;
          return (
            <button
              key={chip.value}
              type="button"
              aria-pressed={active}
              onClick={() => props.onPlatformChange(chip.value)}
              className={cn(
                'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                active
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-surface text-foreground hover:bg-muted',
              )}
            >
              {chip.value === 'all' ? null : (
                <span aria-hidden="true">
                  <PlatformIcon platform={chip.value} size="sm" withLabel={false} />
                </span>
              )}
              {chip.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
