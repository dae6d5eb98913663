import * as TabsPrimitive from '@radix-ui/react-tabs';
import { createContext, useContext, useId, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * Radix Tabs for the list and its triggers (roving focus, arrow keys, activation), with panels of our own:
 * Radix wraps each panel in `Presence`, which reads the panel's computed `animationName` when it mounts — a
 * forced style recalculation of the page, on the main thread at load — to support exit animations we never
 * use. Our panel is the same element (role, ids, `aria-labelledby`, the trigger's `aria-controls`, tab stop,
 * data attributes) rendered only while its tab is selected, as Radix's was.
 */
const TabsIds = createContext<{ baseId: string; value: string } | null>(null);

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export function Tabs({ value, defaultValue, onValueChange, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  const baseId = useId();
  const [chosen, setChosen] = useState(defaultValue ?? '');
  const current = value ?? chosen;
  const change = (next: string) => {
    if (value === undefined) setChosen(next);
    onValueChange?.(next);
  };
  return (
    <TabsIds.Provider value={{ baseId, value: current }}>
      <TabsPrimitive.Root value={current} onValueChange={change} {...props} />
    </TabsIds.Provider>
  );
}

function useTabsIds(part: string) {
  const ids = useContext(TabsIds);
  if (!ids) throw new Error(`${part} must be used within <Tabs>`);
  return ids;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex h-9 items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground max-sm:w-full max-sm:overflow-x-auto',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, value, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const { baseId } = useTabsIds('TabsTrigger');
  return (
    <TabsPrimitive.Trigger
      value={value}
      id={triggerId(baseId, value)}
      aria-controls={panelId(baseId, value)}
      className={cn(
        'inline-flex h-7 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-card',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, value, ...props }: ComponentProps<'div'> & { value: string }) {
  const ids = useTabsIds('TabsContent');
  if (ids.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(ids.baseId, value)}
      aria-labelledby={triggerId(ids.baseId, value)}
      tabIndex={0}
      data-state="active"
      data-orientation="horizontal"
      className={cn('mt-4 focus-visible:outline-none', className)}
      {...props}
    />
  );
}
