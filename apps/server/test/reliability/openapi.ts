import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Just enough of JSON Schema to walk what fastify-type-provider-zod puts in the OpenAPI document. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maxItems?: number;
  maximum?: number;
  minItems?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

interface RawOperation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface Operation {
  method: string;
  /** OpenAPI form: /api/templates/{id} */
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  body: JsonSchema | undefined;
  secured: boolean;
  adminOnly: boolean;
  /** A Server-Sent Events stream (tag `live`): it never ends, so callers inject it with `payloadAsStream`. */
  stream: boolean;
  label: string;
}

/**
 * The body to judge: a stream's first chunk (its first event, or its whole error answer), after which the stream
 * is dropped; any other answer's body as it is.
 */
export async function bodyOf(response: LightMyRequestResponse, operation: Operation): Promise<string> {
  if (!operation.stream) return response.body;
  const readable = response.stream();
  return new Promise<string>((resolve) => {
    let text = '';
    const done = () => resolve(text);
    readable.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (response.statusCode < 300) {
        readable.destroy();
        done();
      }
    });
    readable.on('end', done);
    readable.on('close', done);
    readable.on('error', done);
  });
}

/**
 * Every operation of the live OpenAPI document (read at run time, so new routes are covered without
 * touching this suite). The simulator's routes (/sim) are left out: they are the fake platforms, speak
 * the platforms' own error formats and are not mounted in production.
 */
export async function loadOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/docs/json' });
  const doc = response.json() as {
    paths: Record<string, Record<string, RawOperation>>;
    components?: { schemas?: Record<string, JsonSchema> };
  };
  const components = doc.components?.schemas ?? {};
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined => {
    if (!schema?.$ref) return schema;
    return components[schema.$ref.split('/').pop() ?? ''];
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path.startsWith('/sim/')) continue;
    for (const [method, raw] of Object.entries(methods)) {
      const parameters = raw.parameters ?? [];
      const adminOnly = (raw.tags ?? []).includes('admin') || /administrators/i.test(raw.summary ?? '');
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: resolve(p.schema) ?? {}, required: p.required === true })),
        body: resolve(raw.requestBody?.content?.['application/json']?.schema),
        secured: (raw.security ?? []).length > 0,
        adminOnly,
        stream: (raw.tags ?? []).includes('live'),
        label: `${method.toUpperCase()} ${path}`,
      });
    }
  }
  return operations.sort((a, b) => a.label.localeCompare(b.label));
}

export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(values[name] ?? 'x'));
}

/** A value for a field, or undefined to let the schema decide. */
export type Picker = (name: string, schema: JsonSchema) => unknown;

const uuid = () => crypto.randomUUID();

/** Fields whose rules live in refinements the JSON Schema cannot show. */
function sampleByName(name: string): string | undefined {
  const key = name.toLowerCase();
  if (key.includes('email')) return `sample${crypto.randomUUID().slice(0, 8)}@example.com`;
  if (key.includes('newpassword')) return 'Other#Passw0rd2';
  if (key.includes('password')) return 'Sample#Passw0rd!';
  if (key === 'pageid') return '104857600000001';
  if (key === 'businessid') return 'GA4-123456789-1';
  if (key === 'handle') return '@samplebrand';
  if (key.includes('idempotencykey')) return `sample-${crypto.randomUUID()}`;
  return undefined;
}

function sampleString(schema: JsonSchema, name: string): string {
  const byName = sampleByName(name);
  if (byName) return byName;
  if (schema.format === 'uuid') return uuid();
  if (schema.format === 'email') return `sample${Date.now()}@example.com`;
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
  let value = 'Sample';
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) {
    value =
      ['sample', 'abc', 'A1', '123456', 'x'].find((candidate) =>
        new RegExp(schema.pattern ?? '', 'u').test(candidate),
      ) ?? value;
  }
  if (schema.minLength && value.length < schema.minLength) value = value.padEnd(schema.minLength, 'a');
  if (schema.maxLength !== undefined && value.length > schema.maxLength) value = value.slice(0, schema.maxLength);
  return value;
}

/** The smallest value the schema accepts, with `pick` overriding named fields (real ids, say). */
export function sampleFromSchema(schema: JsonSchema | undefined, pick: Picker = () => undefined, name = ''): unknown {
  if (!schema) return undefined;
  const picked = name ? pick(name, schema) : undefined;
  if (picked !== undefined) return picked;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleFromSchema(variant, pick, name);
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleFromSchema(part, pick, name) as object));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        const required = schema.required?.includes(key);
        const value = pick(key, property);
        if (value !== undefined) result[key] = value;
        else if (required) result[key] = sampleFromSchema(property, pick, key);
      }
      return result;
    }
    case 'array':
      return Array.from({ length: Math.min(Math.max(schema.minItems ?? 0, 1), schema.maxItems ?? 1) }, () =>
        sampleFromSchema(schema.items, pick),
      );
    case 'integer':
    case 'number':
      if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + 1;
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema, name);
    default:
      return schema.default ?? null;
  }
}
