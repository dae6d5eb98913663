import { describe, expect, it } from 'vitest';

describe('zod configuration', () => {
  it('zod loaded after zod-config compiles no validator with new Function (jitless)', async () => {
    await import('./zod-config.ts');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    const schema = z.object({ a: z.string() });
    expect(schema.parse({ a: 'x', b: 1 })).toEqual({ a: 'x' });
  });
});
