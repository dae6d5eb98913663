import { ChevronDown } from 'lucide-react';
import { useLayoutEffect, useState, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';
import type * as SelectExports from './select';
import { SELECT_TRIGGER_CLASSES } from './select-trigger-classes';

export type SelectModule = typeof SelectExports;

let loaded: SelectModule | undefined;
let loading: Promise<SelectModule> | undefined;

/** Radix's select (its own chunk, vite.config.ts SELECT_MODULES), fetched and evaluated once, on first use. */
export function loadSelect(): Promise<SelectModule> {
  loading ??= import('./select').then((module) => (loaded = module));
  return loading;
}

const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);

interface SelectOnFirstUseProps {
  id?: string;
  'aria-label'?: string;
  className?: string;
  disabled?: boolean;
  /** What the closed select shows: the chosen option's label, or the placeholder (then `placeholder` is true). */
  shown: ReactNode;
  placeholder?: boolean;
  /** Called when the look-alike is clicked or opened from the keyboard: the real select should mount open. */
  onOpenRequest?: () => void;
  /**
   * Draws the real select once it is loaded; `triggerRef` goes on its SelectTrigger (focus moves there when the
   * look-alike had it), `openAtStart` is true when the look-alike was clicked or opened from the keyboard.
   */
  children: (select: SelectModule, start: { triggerRef: Ref<HTMLButtonElement>; openAtStart: boolean }) => ReactNode;
}

/**
 * A select whose Radix code loads when it is first used: until then a button drawn like its closed trigger (same
 * classes, role and label, so the same look, name and place in the tab order). Focus or hover fetch the code; a
 * click, Enter, Space or an arrow key opens the real select as soon as it is there. Pages that draw selects at start
 * (the inbox's Instagram rows, its sort order) then do not evaluate Radix's select before their first rows.
 */
export function SelectOnFirstUse(props: SelectOnFirstUseProps) {
  const [select, setSelect] = useState(loaded);
  const [openAtStart, setOpenAtStart] = useState(false);
  const [hadFocus, setHadFocus] = useState(false);
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);

  useLayoutEffect(() => {
    // The look-alike had the focus when it was replaced: give it to the real trigger (an opening select moves the
    // focus into its list itself).
    if (trigger && hadFocus && !openAtStart) trigger.focus();
  }, [trigger, hadFocus, openAtStart]);

  if (select) return props.children(select, { triggerRef: setTrigger, openAtStart });

  const load = () => void loadSelect().then((module) => setSelect(() => module));
  const open = () => {
    setOpenAtStart(true);
    props.onOpenRequest?.();
    load();
  };
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      aria-label={props['aria-label']}
      id={props.id}
      disabled={props.disabled}
      data-placeholder={props.placeholder ? '' : undefined}
      className={cn(SELECT_TRIGGER_CLASSES, props.className)}
      onPointerEnter={load}
      onFocus={() => {
        setHadFocus(true);
        load();
      }}
      onBlur={() => setHadFocus(false)}
      onClick={open}
      onKeyDown={(event) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    >
      <span style={{ pointerEvents: 'none' }}>{props.shown}</span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
    </button>
  );
}
