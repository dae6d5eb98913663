import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson, { type Schema } from 'fast-json-stringify';
import { createSerializerCompiler as createZodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** Responses written another way than by the route's serializer are checked against it too (inbox-page-json.ts). */
    verifyResponses: boolean;
  }
}

type JsonSchema = Record<string, unknown>;
type Serializer = (data: unknown) => string;
type SerializerRoute = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

const zodSerializerCompiler = createZodSerializerCompiler({});

/**
 * Without `additionalProperties: false`: fast-json-stringify writes only the declared properties anyway, but it picks
 * the option of a union by validating the value against each one, and zod strips undeclared fields rather than
 * refusing them (a union member with one extra field must still be written, without it).
 *
 * `anyOf: [X, { type: 'null' }]` (zod's `.nullable()` of an object or an enum) as `type: [X.type, 'null']`:
 * fast-json-stringify serialises a type list with a `typeof` test, but an `anyOf` by running a JSON Schema
 * validator over each option on every value.
 */
function simplifyForFastJson(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyForFastJson);
  if (typeof schema !== 'object' || schema === null) return schema;
  const simplified: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key !== 'additionalProperties' || value !== false) simplified[key] = simplifyForFastJson(value);
  }
  const options = simplified.anyOf;
  if (!Array.isArray(options) || options.length !== 2 || Object.keys(simplified).length !== 1) return simplified;
  const nullIndex = options.findIndex((option) => isDeepStrictEqual(option, { type: 'null' }));
  const other = options[1 - nullIndex] as JsonSchema | undefined;
  if (nullIndex === -1 || typeof other?.type !== 'string' || 'anyOf' in other || 'oneOf' in other) return simplified;
  return { ...other, type: [other.type, 'null'] };
}

/** The route's response schema as fast-json-stringify's JSON Schema, or null when zod cannot express it. */
export function responseJsonSchema(schema: z.ZodType): Schema | null {
  try {
    const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
      io: 'output',
      unrepresentable: 'throw',
      target: 'draft-07',
    });
    return simplifyForFastJson(jsonSchema) as Schema;
  } catch {
    return null;
  }
}

export class SerializerMismatchError extends Error {
  constructor(route: string, fast: string, zod: string) {
    super(`The compiled serializer of ${route} wrote ${fast.slice(0, 2000)} where zod wrote ${zod.slice(0, 2000)}`);
  }
}

/**
 * Responses are written by fast-json-stringify, compiled once per route from the JSON Schema zod gives the
 * response schema: it writes only the declared properties (an undeclared field never leaves the server), at a
 * fraction of the cost of zod's parse followed by `JSON.stringify` (~1 ms of a 50-item inbox page).
 *
 * With `verify` (development and tests) every response is also encoded by zod as before: a value that breaks its
 * schema still fails, and the two texts must be the same JSON, so a schema the compiled serializer would write
 * differently fails the test that sends it. A schema zod cannot express as JSON Schema keeps the zod serializer.
 */
export function createResponseSerializerCompiler({ verify }: { verify: boolean }) {
  return (route: SerializerRoute): Serializer => {
    const viaZod = zodSerializerCompiler(route) as Serializer;
    if (!(route.schema instanceof z.ZodType)) return viaZod;
    const jsonSchema = responseJsonSchema(route.schema);
    if (!jsonSchema) return viaZod;
    const fast = fastJson(jsonSchema) as Serializer;
    if (!verify) return fast;
    return (data) => {
      const expected = viaZod(data);
      const actual = fast(data);
      if (actual !== expected && !isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
        throw new SerializerMismatchError(`${route.method} ${route.url}`, actual, expected);
      }
      return actual;
    };
  };
}
