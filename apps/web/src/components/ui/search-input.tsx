import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

export type SearchInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** The accessible name (aria-label); the placeholder alone is not a label. */
  label?: string;
  /** Classes for the wrapper, which sizes the field inside its toolbar. */
  containerClassName?: string;
};

/** A search field with a magnifier icon inside it. `ref` reaches the input (React 19 passes it as a prop). */
export function SearchInput({ label, containerClassName, className, ...props }: SearchInputProps) {
  return (
    <div className={cn('relative', containerClassName)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input type="search" aria-label={label} className={cn('pl-9', className)} {...props} />
    </div>
  );
}
