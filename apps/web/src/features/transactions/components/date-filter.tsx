import { TRANSACTIONS_PAGE_MESSAGES as T } from '@bizamply/contracts';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import type { DateRange as PickerRange } from 'react-day-picker';
import { Button } from '@/components/ui/button';
import { preloadCalendar, RangeCalendar } from '@/components/ui/date-range-picker';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { customRange, formatInZone, presetRange, type DateRange } from '@/lib/date-ranges';

function label(range: DateRange | null): string {
  if (!range) return T.allDates;
  const from = formatInZone(range.from, 'MMM d, yyyy');
  const to = formatInZone(range.to, 'MMM d, yyyy');
  return from === to ? from : `${formatInZone(range.from, 'MMM d')} – ${to}`;
}

/** The calendar filter of spec 2 Transactions: quick Today and Week (last 7 days), or a picked range. */
export function DateFilter({
  value,
  onChange,
}: {
  value: DateRange | null;
  onChange: (range: DateRange | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<PickerRange | undefined>(undefined);

  const choose = (range: DateRange | null) => {
    onChange(range);
    setOpen(false);
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setDraft(value ? { from: value.from, to: value.to } : undefined);
      }}
    >
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          aria-label={`Date: ${label(value)}`}
          onPointerEnter={preloadCalendar}
          onFocus={preloadCalendar}
        >
          <CalendarDays aria-hidden="true" />
          <span className="tabular">{label(value)}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="flex w-auto flex-col gap-2 p-3">
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => choose(presetRange('today'))}>
            {T.today}
          </Button>
          <Button size="sm" variant="outline" onClick={() => choose(presetRange('last7Days'))}>
            {T.week}
          </Button>
        </div>
        <RangeCalendar selected={draft} onSelect={setDraft} defaultMonth={value?.from} size="compact" />
        <div className="flex items-center justify-between gap-2 border-t border-border pt-2">
          <Button size="sm" variant="ghost" onClick={() => choose(null)} disabled={!value}>
            {T.allDates}
          </Button>
          <Button
            size="sm"
            disabled={!draft?.from}
            onClick={() => draft?.from && choose(customRange(draft.from, draft.to ?? draft.from))}
          >
            {T.apply}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
