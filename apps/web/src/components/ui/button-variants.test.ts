import { describe, expect, it } from 'vitest';
import { primaryButtonClasses } from './button-classes';
import { buttonVariants } from './button-variants';

describe('primaryButtonClasses', () => {
  it('is the default button’s classes, as buttonVariants() gives them', () => {
    expect(primaryButtonClasses).toBe(buttonVariants());
    expect(primaryButtonClasses).toBe(buttonVariants({ variant: 'primary', size: 'md' }));
  });
});
