import { expect } from 'vitest';
import { z } from 'zod';

/**
 * A route that sends prepared JSON (lib/serialized.ts) answers exactly what its response schema makes of the
 * value, with the usual content type: the body is compared with the schema's encoding of `{ success, data }`.
 */
export function expectSchemaBody(
  response: { headers: Record<string, unknown>; json: () => unknown },
  schema: z.ZodType,
  data: unknown,
): void {
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.json()).toEqual(JSON.parse(JSON.stringify(z.encode(schema, { success: true, data }))));
}
