/** The closed select's look: Radix's trigger (select.tsx) and the look-alike drawn before it loads (select-on-first-use.tsx). */
export const SELECT_TRIGGER_CLASSES =
  'flex h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-surface px-3 text-sm shadow-card focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:border-error data-[placeholder]:text-muted-foreground [&>span]:truncate';
