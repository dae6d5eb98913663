import { cva } from 'class-variance-authority';

/**
 * The button's classes by variant and size. Their own module: the error screen, part of the first JavaScript,
 * uses them without the Button component (whose class merging would bring tailwind-merge into the entry).
 */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-55 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-card hover:bg-primary-hover',
        secondary: 'bg-muted text-foreground hover:bg-border',
        outline: 'border border-input bg-surface text-foreground shadow-card hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        destructive: 'bg-error text-white shadow-card hover:bg-error/90 dark:text-background',
        link: 'h-auto px-0 text-primary-subtle-foreground underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-xs',
        md: 'h-9 px-4 text-sm',
        lg: 'h-10 px-5 text-sm',
        icon: 'size-9',
        'icon-sm': 'size-8',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);
