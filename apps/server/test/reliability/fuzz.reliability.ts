import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListeningApp, type ListeningApp } from '../listening-app.ts';
import { bodyOf, fillPath, loadOperations, sampleFromSchema, type JsonSchema, type Operation } from './openapi.ts';
import { reliabilityScale } from './report.ts';
import { createMarkedOwner, errorShapeProblem, ownerPicker, report, type Owner } from './world.ts';

let t: ListeningApp;
let csrfToken = '';

beforeAll(async () => {
  // Listening, so routes that verify with a platform reach the simulator (else they rightly say 502).
  t = await buildListeningApp({ TRUST_PROXY: '1' });
  csrfToken = (await t.app.inject({ method: 'GET', url: '/auth/csrf-token' })).json().csrfToken as string;
});
afterAll(async () => {
  await t.close();
});

const RUNS_PER_ROUTE = reliabilityScale() === 'full' ? 300 : 25;

const HOSTILE_STRINGS = [
  '',
  ' ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  "'; DROP TABLE comments; --",
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\ud800',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '👩‍👩‍👧‍👦🔥',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  '-0.0000001',
  'true',
  'null',
  '[]',
  '{}',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-02-30T25:61:00Z',
  'a'.repeat(10_000),
];

const asciiText = (maxLength: number) =>
  fc.array(fc.integer({ min: 0x20, max: 0x7e }), { maxLength }).map((codes) => String.fromCharCode(...codes));

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.uuid() },
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { maxLength: 3 }),
);

/** A body as sent on the wire: a near-valid one with one field made hostile, any JSON, or not JSON at all. */
function bodyArbitrary(operation: Operation, owner: Owner): fc.Arbitrary<string | undefined> {
  const valid = sampleFromSchema(operation.body, ownerPicker(owner, operation)) ?? {};
  const keys = [...Object.keys(operation.body?.properties ?? {}), 'extra', '__proto__', 'constructor'];
  const mutated = fc.record({ key: fc.constantFrom(...keys), value: hostileValue }).map(({ key, value }) => {
    const text = JSON.stringify(valid);
    const field = `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`;
    return text.startsWith('{') && text !== '{}' ? `{${field},${text.slice(1)}` : `{${field}}`;
  });
  return fc.oneof(
    { weight: 4, arbitrary: mutated },
    { weight: 1, arbitrary: fc.constant(JSON.stringify(valid)) },
    { weight: 2, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom('{"a":', '\u0000', 'not json', '[[[[[[[[[[', '{"a":1}{"b":2}', '') },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

function queryArbitrary(operation: Operation): fc.Arbitrary<string> {
  const names = [...operation.query.map((entry) => entry.name), 'page', 'limit', 'sort', '__proto__'];
  const pair = fc.tuple(fc.oneof(fc.constantFrom(...names), asciiText(12)), hostileString);
  return fc
    .record({
      pairs: fc.array(pair, { maxLength: 5 }),
      raw: fc.constantFrom('', '', '', '&%', '&a=%zz', '&&&=', '&page[]=1', '&limit=1&limit=2'),
    })
    .map(({ pairs, raw }) => {
      const params = new URLSearchParams();
      for (const [name, value] of pairs) params.append(name, value);
      const text = `${params}${raw}`;
      return text ? `?${text}` : '';
    });
}

interface Call {
  url: string;
  body: string | undefined;
  headers: Record<string, string>;
}

function callArbitrary(operation: Operation, owner: Owner): fc.Arbitrary<Call> {
  const realIds = Object.values(owner.ids);
  const pathValue = fc.oneof(
    { weight: 2, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.constantFrom(...realIds, 'shopify', 'judgeme', 'instagram') },
  );
  const params = fc.record(Object.fromEntries(operation.pathParams.map((name) => [name, pathValue])));
  const optional = (value: fc.Arbitrary<string>) => fc.option(value, { nil: undefined });
  const headers = fc.record({
    authorization: optional(
      fc.oneof(
        { weight: 4, arbitrary: fc.constant(`Bearer ${owner.user.token}`) },
        { weight: 1, arbitrary: asciiText(300).map((text) => `Bearer ${text}`) },
        { weight: 1, arbitrary: fc.constantFrom('Bearer', 'Basic dXNlcjpwYXNz', 'bearer  x y', 'Bearer null') },
      ),
    ),
    brand: optional(fc.oneof(fc.constant(owner.ids.brandId), asciiText(40), fc.uuid())),
    contentType: optional(
      fc.constantFrom(
        'application/json',
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
        'application/xml',
      ),
    ),
    idempotency: optional(asciiText(250)),
    forwardedFor: optional(fc.constantFrom('10.0.0.1', 'not-an-ip', '::1, 1.2.3.4', '999.999.999.999')),
    csrf: fc.boolean(),
  });
  return fc
    .record({
      params,
      query: queryArbitrary(operation),
      body: bodyArbitrary(operation, owner),
      headers,
      // A broken percent-escape in the path itself, which only the router sees.
      badEscape: fc.boolean().map((flag) => flag && operation.pathParams.length > 0 && Math.random() < 0.2),
    })
    .map(({ params, query, body, headers: h, badEscape }) => {
      const out: Record<string, string> = {};
      if (h.authorization) out['authorization'] = h.authorization;
      if (h.brand) out['x-brand-id'] = h.brand;
      if (h.contentType && body !== undefined) out['content-type'] = h.contentType;
      if (h.idempotency !== undefined) out['x-idempotency-key'] = h.idempotency;
      out['x-forwarded-for'] = h.forwardedFor ?? `10.${Math.floor(Math.random() * 250)}.0.1`;
      if (h.csrf) {
        out['x-csrf-token'] = csrfToken;
        out['cookie'] = `csrf_token=${csrfToken}`;
      }
      const path = fillPath(operation.path, params as Record<string, string>);
      const url = badEscape ? operation.path.replace(/\{[^}]+\}/, '%E0%A4%A').replace(/\{[^}]+\}/g, 'x') : path;
      return { url: `${url}${query}`, body, headers: out };
    });
}

describe('OpenAPI fuzz: every route with hostile bodies, headers and query strings', () => {
  it('never answers 5xx, and every 4xx has the common error shape', async () => {
    const started = Date.now();
    const operations = await loadOperations(t.app);
    const failures: string[] = [];
    let checks = 0;
    let htmlPages = 0;
    for (const operation of operations) {
      // A fresh owner per route: a fuzzed logout or password change must not blunt the next route.
      const owner = await createMarkedOwner(t);
      await fc
        .assert(
          fc.asyncProperty(callArbitrary(operation, owner), async (call) => {
            checks += 1;
            const response = await t.app.inject({
              method: operation.method as 'GET',
              url: call.url,
              headers: call.headers,
              ...(call.body !== undefined && operation.method !== 'GET' ? { payload: call.body } : {}),
              ...(operation.stream ? { payloadAsStream: true } : {}),
            });
            const status = response.statusCode;
            const body = await bodyOf(response, operation);
            const contentType = response.headers['content-type'] as string | undefined;
            let problem: string | null = null;
            if (status >= 500) problem = `answered ${status}`;
            else if (status >= 400 && operation.method === 'GET' && contentType?.startsWith('text/html'))
              htmlPages += 1;
            else if (status >= 400) problem = errorShapeProblem(status, contentType, body);
            if (problem) {
              failures.push(
                `${operation.label}: ${problem} for ${JSON.stringify({ url: call.url.slice(0, 200), body: call.body?.slice(0, 200) })} → ${body.slice(0, 200)}`,
              );
              return false;
            }
            return true;
          }),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        .catch(() => {
          // The failure is already in `failures` with the request that caused it; carry on with the next route.
        });
    }
    report({
      part: 'a. OpenAPI fuzz',
      checks,
      failures: failures.length,
      seconds: (Date.now() - started) / 1000,
      detail: `${operations.length} routes × ${RUNS_PER_ROUTE} runs, ${htmlPages} popup pages${failures.length ? `; first: ${failures[0]}` : ', 0 responses ≥ 500'}`,
    });
    expect(failures).toEqual([]);
  });
});

/** Text PostgreSQL cannot store (NUL) or that is not text (surrogates without their pair): issue 13 §6. */
const INVALID_TEXTS = ['Nice\u0000 mug', 'Nice\ud800 mug', '\udfff'];

type FieldPath = (string | number)[];

/** Every string field a body schema names (nested objects and array items too), as paths. */
function textFieldPaths(schema: JsonSchema | undefined, path: FieldPath = [], depth = 0): FieldPath[] {
  if (!schema || depth > 5) return [];
  const found = new Map<string, FieldPath>();
  for (const variant of [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const types = Array.isArray(variant.type) ? variant.type : [variant.type];
    if (types.includes('string') && !variant.enum && variant.const === undefined) found.set(JSON.stringify(path), path);
    for (const [key, property] of Object.entries(variant.properties ?? {})) {
      for (const inner of textFieldPaths(property, [...path, key], depth + 1)) found.set(JSON.stringify(inner), inner);
    }
    for (const inner of textFieldPaths(variant.items, [...path, 0], depth + 1)) found.set(JSON.stringify(inner), inner);
  }
  return [...found.values()];
}

/** A copy of `base` with `value` at `path` (missing objects and arrays on the way are made). */
function withValueAt(base: unknown, path: FieldPath, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number' || Array.isArray(base)) {
    const list = Array.isArray(base) ? [...(base as unknown[])] : [];
    list[Number(head)] = withValueAt(list[Number(head)], rest, value);
    return list;
  }
  const record = typeof base === 'object' && base !== null ? { ...(base as Record<string, unknown>) } : {};
  record[head] = withValueAt(record[head], rest, value);
  return record;
}

interface TextCall {
  url: string;
  body?: string;
  where: string;
}

/** One call per string field of the body, per query parameter and per path parameter, with invalid text. */
function invalidTextCalls(operation: Operation, owner: Owner): TextCall[] {
  const pick = ownerPicker(owner, operation);
  const validBody = operation.body ? (sampleFromSchema(operation.body, pick) ?? {}) : undefined;
  const validParams = Object.fromEntries(
    operation.pathParams.map((name) => [name, String(pick(name, {}) ?? owner.ids.brandId)]),
  );
  const basePath = fillPath(operation.path, validParams);
  const calls: TextCall[] = [];
  for (const text of INVALID_TEXTS) {
    const label = JSON.stringify(text);
    for (const path of textFieldPaths(operation.body)) {
      calls.push({
        url: basePath,
        body: JSON.stringify(withValueAt(validBody, path, text)),
        where: `body ${path.join('.')}=${label}`,
      });
    }
    if (validBody !== undefined && typeof validBody === 'object' && !Array.isArray(validBody)) {
      calls.push({ url: basePath, body: JSON.stringify({ ...validBody, [text]: 1 }), where: `body key ${label}` });
    }
  }
  // Query strings and paths carry bytes: only NUL can be written there (%00); broken UTF-8 decodes to U+FFFD.
  for (const { name } of operation.query) {
    calls.push({
      url: `${basePath}?${encodeURIComponent(name)}=Nice%00mug`,
      ...(validBody !== undefined ? { body: JSON.stringify(validBody) } : {}),
      where: `query ${name}`,
    });
  }
  for (const name of operation.pathParams) {
    calls.push({
      url: operation.path.replace(/\{([^}]+)\}/g, (_match, param: string) =>
        param === name ? 'Nice%00mug' : encodeURIComponent(validParams[param] ?? 'x'),
      ),
      ...(validBody !== undefined ? { body: JSON.stringify(validBody) } : {}),
      where: `path ${name}`,
    });
  }
  return calls;
}

describe('invalid text in every field of every route (issue 13 §6)', () => {
  it('answers 400 VALIDATION_ERROR in the common error shape, never 5xx, never stored', async () => {
    const started = Date.now();
    const operations = await loadOperations(t.app);
    const failures: string[] = [];
    let checks = 0;
    let htmlPages = 0;
    for (const operation of operations) {
      const owner = await createMarkedOwner(t);
      for (const call of invalidTextCalls(operation, owner)) {
        checks += 1;
        const response = await t.app.inject({
          method: operation.method as 'GET',
          url: call.url,
          headers: {
            authorization: `Bearer ${owner.user.token}`,
            'x-brand-id': owner.ids.brandId,
            'x-csrf-token': csrfToken,
            cookie: `csrf_token=${csrfToken}`,
            'x-forwarded-for': `10.${checks % 250}.1.1`,
            ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(call.body !== undefined && operation.method !== 'GET' ? { payload: call.body } : {}),
        });
        const contentType = response.headers['content-type'] as string | undefined;
        // Browser navigations (connect popups, OAuth returns) refuse with a page or a redirect that says so.
        const location = String(response.headers.location ?? '');
        const navigationRefused =
          contentType?.startsWith('text/html') || (response.statusCode === 302 && /[?&]error=/.test(location));
        if (operation.method === 'GET' && response.statusCode < 500 && navigationRefused) {
          htmlPages += 1;
          continue;
        }
        const problem =
          response.statusCode !== 400
            ? `answered ${response.statusCode}`
            : (errorShapeProblem(400, contentType, response.body) ??
              (response.json<{ code?: string }>().code === 'VALIDATION_ERROR' ? null : 'code is not VALIDATION_ERROR'));
        if (problem) failures.push(`${operation.label} ${call.where}: ${problem} → ${response.body.slice(0, 160)}`);
      }
    }
    report({
      part: 'a2. invalid text (NUL, lone surrogates)',
      checks,
      failures: failures.length,
      seconds: (Date.now() - started) / 1000,
      detail: `${operations.length} routes, every string field, query and path parameter, ${htmlPages} refused navigations${failures.length ? `; first: ${failures[0]}` : ', all 400 VALIDATION_ERROR'}`,
    });
    expect(failures).toEqual([]);
  });
});
