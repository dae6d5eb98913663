import { DASHBOARD_MESSAGES } from '@bizamply/contracts';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DeferredDrawing } from '@/components/ui/deferred-drawing';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export interface ChartTable {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}

interface ChartCardProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** The drawing's fixed height: loading, empty and drawn states all take it, so nothing moves. */
  height: number;
  /** Grow the drawing (from `height`) to fill a card stretched by its row. */
  fill?: boolean;
  loading: boolean;
  empty?: boolean;
  emptyText?: string;
  /** The numbers behind the drawing, for screen readers (UI.md "Charts"). */
  table?: ChartTable;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}

export function ChartCard({
  title,
  description,
  actions,
  height,
  fill = false,
  loading,
  empty = false,
  emptyText = DASHBOARD_MESSAGES.noChartData,
  table,
  children,
  footer,
  className,
}: ChartCardProps) {
  const labelId = `${title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <Card aria-labelledby={labelId} className={cn('flex h-full min-w-0 flex-col', className)}>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <CardTitle id={labelId}>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <div style={fill ? { minHeight: height } : { height }} className={cn('relative min-w-0', fill && 'flex-1')}>
          {loading ? (
            <Skeleton className="absolute inset-0" />
          ) : empty ? (
            <p className="absolute inset-0 flex items-center justify-center rounded-md border border-dashed border-border text-sm text-muted-foreground">
              {emptyText}
            </p>
          ) : (
            <div aria-hidden="true" className="absolute inset-0">
              <DeferredDrawing fallback={<Skeleton className="size-full" />}>{children}</DeferredDrawing>
            </div>
          )}
        </div>
        {footer}
        {table && !loading && !empty ? (
          <table className="sr-only">
            <caption>{table.caption}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </CardContent>
    </Card>
  );
}
