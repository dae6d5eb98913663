import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { loadOnFirstUse } from './load-on-first-use';

/**
 * A react-hook-form resolver for a shared schema loaded on first use: `preload` when the form is first focused,
 * and the resolver awaits the load, so a submit before the schema has arrived is still validated (never skipped).
 * zodResolver itself is small and imports no zod; the schema's module brings zod with it.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): { resolver: Resolver<Input, unknown, Output>; preload: () => void } {
  const loadResolver = loadOnFirstUse(async () => zodResolver(await loadSchema()));
  return {
    resolver: async (values, context, options) => (await loadResolver())(values, context, options),
    preload: () => {
      // A failed preload is reported by the submit, which loads again.
      loadResolver().catch(() => undefined);
    },
  };
}
