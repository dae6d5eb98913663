import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export interface RankedItem {
  name: string;
  value: number;
  /** The value as shown ('12', '4.3', '1.1d'). */
  display: string;
  hint?: string;
}

interface RankedListProps {
  title: string;
  description?: string;
  items: RankedItem[];
  empty: string;
  /** Bar colour class. */
  tone?: string;
  action?: ReactNode;
}

/** A titled top-N list: rank, name, a bar relative to the largest value, and the figure. */
export function RankedList({ title, description, items, empty, tone = 'bg-primary', action }: RankedListProps) {
  const max = Math.max(...items.map((item) => item.value), 0);
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <CardTitle>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {action}
      </CardHeader>
      <CardContent className="flex-1">
        {items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ol aria-label={title} className="flex flex-col gap-3">
            {items.map((item, index) => (
              <li key={item.name} className="flex flex-col gap-1.5">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="flex min-w-0 items-baseline gap-2">
                    <span className="tabular w-4 shrink-0 text-xs text-muted-foreground">{index + 1}</span>
                    <span className="truncate" title={item.name}>
                      {item.name}
                    </span>
                  </span>
                  <span className="tabular shrink-0 font-medium">
                    {item.display}
                    {item.hint ? (
                      <span className="ml-1 text-xs font-normal text-muted-foreground">{item.hint}</span>
                    ) : null}
                  </span>
                </div>
                <div className="ml-6 h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                  <div
                    className={cn('h-full rounded-full', tone)}
                    style={{ width: `${max > 0 ? Math.max(2, (item.value / max) * 100) : 0}%` }}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
