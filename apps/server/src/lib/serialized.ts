import { z } from 'zod';

/** A value and its JSON text, written once. */
export interface Serialized<T> {
  value: T;
  json: string;
}

/**
 * Checks a value against its schema and writes its JSON once, as the route's response serializer would on
 * every request (and fails the same way when the value does not fit). For results kept in a cache: a cached
 * product analytics answer cost ~0.17 ms of validation and JSON on every request.
 */
export function serializeOnce<T>(schema: z.ZodType<T>, value: T): Serialized<T> {
  return { value, json: JSON.stringify(z.encode(schema, value)) };
}
