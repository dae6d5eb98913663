import {
  CREDIT_ENTRY_STATUSES,
  CREDIT_ENTRY_TYPES,
  CREDIT_PLATFORMS,
  TRANSACTIONS_PAGE_MESSAGES as T,
} from '@bizamply/contracts';
import { Download, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { DateRange } from '@/lib/date-ranges';
import { capitalize, platformLabel } from '../lib/transaction-format';
import { DateFilter } from './date-filter';

export interface FilterState {
  search: string;
  type: string;
  platform: string;
  status: string;
  dates: DateRange | null;
}

export const EMPTY_FILTERS: FilterState = { search: '', type: 'all', platform: 'all', status: 'all', dates: null };

export function hasActiveFilter(filters: FilterState): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.type !== 'all' ||
    filters.platform !== 'all' ||
    filters.status !== 'all' ||
    filters.dates !== null
  );
}

function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger aria-label={label} className="w-[150px]">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">{allLabel}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

const TYPE_OPTIONS = CREDIT_ENTRY_TYPES.map((value) => ({ value, label: capitalize(value) }));
const PLATFORM_OPTIONS = CREDIT_PLATFORMS.map((value) => ({ value, label: platformLabel(value) }));
const STATUS_OPTIONS = CREDIT_ENTRY_STATUSES.map((value) => ({ value, label: capitalize(value) }));

interface TransactionFiltersProps {
  filters: FilterState;
  onChange: (patch: Partial<FilterState>) => void;
  onClear: () => void;
  onExport: () => void;
  exporting: boolean;
}

export function TransactionFilters({ filters, onChange, onClear, onExport, exporting }: TransactionFiltersProps) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-border px-4 py-3">
      <SearchInput
        containerClassName="min-w-[220px] flex-1"
        label={T.searchLabel}
        placeholder={T.searchPlaceholder}
        value={filters.search}
        onChange={(event) => onChange({ search: event.target.value })}
        maxLength={200}
      />
      <FilterSelect
        label="Type"
        allLabel={T.allTypes}
        value={filters.type}
        options={TYPE_OPTIONS}
        onChange={(type) => onChange({ type })}
      />
      <FilterSelect
        label="Platform"
        allLabel={T.allPlatforms}
        value={filters.platform}
        options={PLATFORM_OPTIONS}
        onChange={(platform) => onChange({ platform })}
      />
      <FilterSelect
        label="Status"
        allLabel={T.allStatuses}
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(status) => onChange({ status })}
      />
      <DateFilter value={filters.dates} onChange={(dates) => onChange({ dates })} />
      {hasActiveFilter(filters) ? (
        <Button variant="ghost" onClick={onClear}>
          <X aria-hidden="true" />
          {T.clearFilters}
        </Button>
      ) : null}
      <Button variant="outline" onClick={onExport} loading={exporting} className="ml-auto">
        {exporting ? null : <Download aria-hidden="true" />}
        {exporting ? T.exporting : T.export}
      </Button>
    </div>
  );
}
