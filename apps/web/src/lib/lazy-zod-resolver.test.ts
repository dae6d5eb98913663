import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ email: z.string().min(1, 'Email is required') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

function held<T>(value: T) {
  let release: () => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    release = () => resolve(value);
  });
  return { promise, release: () => release() };
}

describe('lazyZodResolver', () => {
  it('validates a submit made before the schema has loaded, once it has (never passes the values unchecked)', async () => {
    const load = held(schema);
    const { resolver } = lazyZodResolver(() => load.promise);
    let settled = false;
    const result = Promise.resolve(resolver({ email: '' }, undefined, options)).then((value) => {
      settled = true;
      return value;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    load.release();
    const { values, errors } = await result;
    expect(values).toEqual({});
    expect(errors.email?.message).toBe('Email is required');
    expect((await resolver({ email: 'a@b.test' }, undefined, options)).values).toEqual({ email: 'a@b.test' });
  });

  it('loads once however often it is preloaded or used, and loads again after a failed load', async () => {
    const loadSchema = vi.fn<() => Promise<typeof schema>>();
    loadSchema.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const { resolver, preload } = lazyZodResolver(loadSchema);
    preload();
    await expect(resolver({ email: '' }, undefined, options)).rejects.toThrow('offline');
    preload();
    preload();
    expect((await resolver({ email: '' }, undefined, options)).errors.email?.message).toBe('Email is required');
    await resolver({ email: 'x' }, undefined, options);
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });
});
