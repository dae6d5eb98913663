import { PAGINATION_MESSAGES } from '@bizamply/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { fillTemplate, formatNumber } from '@/lib/format';
import { Button } from './button';

/** Up to five page numbers around the current page (spec 2 Transactions, spec 3 Customers). */
export function pageWindow(page: number, totalPages: number, size = 5): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), totalPages - size + 1));
  const end = Math.min(totalPages, start + size - 1);
  const pages: number[] = [];
  for (let current = start; current <= end; current += 1) pages.push(current);
  return pages;
}

export function showingText(page: number, pageSize: number, total: number): string {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return fillTemplate(PAGINATION_MESSAGES.showingResults, {
    from: formatNumber(from),
    to: formatNumber(to),
    total: formatNumber(total),
  });
}

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  className?: string;
}

/** The card footer of a paginated table: 'Showing X to Y of Z results', previous, pages, next. */
export function Pagination({ page, pageSize, total, onPageChange, className }: PaginationProps) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label="Pagination"
      className={cn('flex flex-wrap items-center justify-between gap-3 border-t border-border px-4 py-3', className)}
    >
      <p className="tabular text-xs text-muted-foreground">{showingText(page, pageSize, total)}</p>
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
          aria-label="Previous page"
        >
          <ChevronLeft aria-hidden="true" />
          <span className="max-sm:sr-only">Previous</span>
        </Button>
        {pageWindow(page, totalPages).map((number) => (
          <Button
            key={number}
            variant={number === page ? 'primary' : 'ghost'}
            size="icon-sm"
            className="tabular"
            aria-label={`Page ${number}`}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onPageChange(number)}
          >
            {number}
          </Button>
        ))}
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= totalPages}
          aria-label="Next page"
        >
          <span className="max-sm:sr-only">Next</span>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
