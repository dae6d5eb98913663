import { cva } from 'class-variance-authority';
import { BUTTON_BASE, BUTTON_MEDIUM, BUTTON_PRIMARY } from './button-classes';

/** The button's classes by variant and size (apart from button.tsx, whose class merging is tailwind-merge). */
export const buttonVariants = cva(BUTTON_BASE, {
  variants: {
    variant: {
      primary: BUTTON_PRIMARY,
      secondary: 'bg-muted text-foreground hover:bg-border',
      outline: 'border border-input bg-surface text-foreground shadow-card hover:bg-muted',
      ghost: 'text-foreground hover:bg-muted',
      destructive: 'bg-error text-white shadow-card hover:bg-error/90 dark:text-background',
      link: 'h-auto px-0 text-primary-subtle-foreground underline-offset-4 hover:underline',
    },
    size: {
      sm: 'h-8 px-3 text-xs',
      md: BUTTON_MEDIUM,
      lg: 'h-10 px-5 text-sm',
      icon: 'size-9',
      'icon-sm': 'size-8',
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});
