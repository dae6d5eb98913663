/**
 * Server CPU of writing a response, in one process (a ratio that holds on a busy machine): zod's encode followed by
 * JSON.stringify (fastify-type-provider-zod's serializer, used before issue 15's third pass) against the compiled
 * serializer of apps/server/src/plugins/serialization.ts, on a 50-item inbox page and a Transactions page whose
 * values fill every field of their schemas. `npx tsx bench/src/serializer-cost.ts`
 */
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { commentsResponseSchema, transactionsResponseSchema } from '@bizamply/contracts';
import { createResponseSerializerCompiler, responseJsonSchema } from '../../apps/server/src/plugins/serialization.ts';

type Json = Record<string, unknown>;

/** A value for a JSON Schema: every property present, nullable ones not null, arrays of `length`. */
function sample(schema: Json, name: string, length: number): unknown {
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.anyOf)) return sample(schema.anyOf[0] as Json, name, length);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, sample(value, key, length)]));
    }
    case 'array':
      return Array.from({ length: name === 'comments' || name === 'transactions' ? length : 2 }, () =>
        sample(schema.items as Json, name, length),
      );
    case 'string':
      if (schema.format === 'date-time' || /At$|time/.test(name)) return '2026-11-25T21:00:00.000Z';
      if (schema.format === 'uuid' || /[iI]d$/.test(name)) return '3b27b03e-e716-4add-86f0-b098272d5948';
      return name === 'content' ? 'Love the serum, my skin feels great. '.repeat(3) : `${name} text`;
    case 'number':
    case 'integer':
      return 4;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

function cpuMsPerCall(write: (value: unknown) => string, value: unknown, calls: number): number {
  for (let index = 0; index < 200; index += 1) write(value);
  const start = process.cpuUsage();
  for (let index = 0; index < calls; index += 1) write(value);
  const spent = process.cpuUsage(start);
  return (spent.user + spent.system) / 1000 / calls;
}

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/bench', httpStatus: '200' });
for (const [label, schema, length] of [
  ['inbox page, 50 items', commentsResponseSchema, 50],
  ['transactions page, 10 rows', transactionsResponseSchema, 10],
] as const) {
  const jsonSchema = responseJsonSchema(schema) as unknown as Json;
  const value = schema.parse(sample(jsonSchema, '', length));
  const viaZod = createSerializerCompiler({})(route(schema)) as (value: unknown) => string;
  const compiled = createResponseSerializerCompiler({ verify: false })(route(schema));
  if (viaZod(value) !== compiled(value)) throw new Error(`${label}: the two serializers disagree`);
  const zodMs = cpuMsPerCall(viaZod, value, 2000);
  const compiledMs = cpuMsPerCall(compiled, value, 2000);
  console.log(
    `${label} (${(viaZod(value).length / 1024).toFixed(1)} KB): zod encode + JSON.stringify ${zodMs.toFixed(3)} ms, ` +
      `compiled ${compiledMs.toFixed(3)} ms (${(zodMs / compiledMs).toFixed(1)}×)`,
  );
}
