import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The table scrolls horizontally inside its card on narrow screens; the header stays visible on scroll. */
export function Table({
  className,
  containerClassName,
  ...props
}: ComponentProps<'table'> & { containerClassName?: string }) {
  return (
    <div className={cn('relative w-full overflow-auto', containerClassName)}>
      <table className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('sticky top-0 z-10 bg-surface [&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn(
        'border-b border-border transition-colors hover:bg-muted/60 data-[state=selected]:bg-muted',
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, numeric = false, ...props }: ComponentProps<'th'> & { numeric?: boolean }) {
  return (
    <th
      scope="col"
      className={cn(
        'h-10 px-3 text-left align-middle text-xs font-medium whitespace-nowrap text-muted-foreground',
        numeric && 'text-right',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, numeric = false, ...props }: ComponentProps<'td'> & { numeric?: boolean }) {
  return <td className={cn('px-3 py-2.5 align-middle', numeric && 'tabular text-right', className)} {...props} />;
}

/**
 * A cell whose text is cut to one line, with the full text on hover and focus. `below`: a second line under it
 * (e.g. a column that a phone's narrow table folds into this cell).
 */
export function TableTruncatedCell({
  text,
  below,
  className,
}: {
  text: string;
  below?: ReactNode;
  className?: string;
}) {
  return (
    <td className={cn('max-w-0 px-3 py-2.5 align-middle', className)}>
      <span title={text} tabIndex={0} className="block truncate focus-visible:whitespace-normal">
        {text}
      </span>
      {below}
    </td>
  );
}

/** The empty state lives inside the table body, spanning every column. */
export function TableEmpty({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-10 text-center text-sm text-muted-foreground">
        {children}
      </td>
    </tr>
  );
}
