/**
 * The button's shared classes and its default (primary, medium) as one string. A module of their own: the error
 * screen, part of the first JavaScript, uses the string alone, and a module the entry imports is wholly in the
 * entry, so the variants' table (button-variants.ts) stays in the pages' chunks.
 */
export const BUTTON_BASE =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-55 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0';
export const BUTTON_PRIMARY = 'bg-primary text-primary-foreground shadow-card hover:bg-primary-hover';
export const BUTTON_MEDIUM = 'h-9 px-4 text-sm';

/** The default button's classes, as `buttonVariants()` gives them. */
export const primaryButtonClasses = `${BUTTON_BASE} ${BUTTON_PRIMARY} ${BUTTON_MEDIUM}`;
