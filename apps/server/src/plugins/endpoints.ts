import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  HTTP_STATUS_BY_CODE,
  type Endpoint,
  type EndpointAuth,
  type EndpointGroup,
  type EndpointOutput,
  type EndpointParsedInput,
  type ErrorCode,
  type PathParamNames,
  endpointUrl,
} from '@bizamply/contracts';
import type { Serialized } from '../lib/serialized.ts';
import { requireAdmin, requireBrand, requirePrincipal, type Principal } from './auth.ts';
import { sendKeptBody } from './compression.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The definition a route was registered from (read by the OpenAPI transform). */
    endpoint?: Endpoint;
  }
}

/** The caller an endpoint's `auth` guarantees to its handler. */
export type EndpointCaller<Auth extends EndpointAuth> = Auth extends 'public'
  ? { principal: Principal | null }
  : Auth extends 'machine'
    ? { principal: null }
    : Auth extends 'brand'
      ? { principal: Principal; scope: { accountId: string; brandId: string } }
      : { principal: Principal };

export type EndpointCall<E extends Endpoint> = Omit<EndpointParsedInput<E>, 'body'> & {
  /** `rawBody`: the exact bytes received. */
  body: E extends { rawBody: object } ? Buffer : EndpointParsedInput<E>['body'];
} & EndpointCaller<E['auth']> & { request: FastifyRequest; reply: FastifyReply } & (E extends {
    badInput: 'handler';
  }
    ? { validationError: Error | undefined }
    : unknown);

/**
 * A 200 body whose JSON was already written, checked against its schema once (lib/serialized.ts: a cached answer
 * costs no validation or serialisation per request). Sent as it is; `T` keeps the handler's answer typed.
 */
export class PreSerialized<T> {
  declare readonly body?: T;
  constructor(
    /** The body: text, or its UTF-8 bytes (sent without being encoded again). */
    readonly json: string | Buffer,
    readonly contentType = 'application/json; charset=utf-8',
    /** The bytes are kept by a cache and sent again as they are: their compressed forms are kept beside them. */
    readonly kept = false,
  ) {}
}

/**
 * Another form of the same answer, chosen by the caller's Accept header (the development mailbox's page for a
 * browser): sent as it is with its own content type, outside the definition's JSON schema.
 */
export function otherFormAnswer(contentType: string, text: string): PreSerialized<never> {
  return new PreSerialized<never>(text, contentType);
}

/** `{ success: true, data }` with `data` already written as JSON. */
export function preSerializedData<Data>(dataJson: string): PreSerialized<{ success: true; data: Data }> {
  return new PreSerialized(`{"success":true,"data":${dataJson}}`);
}

const bodiesOfCachedValues = new WeakMap<Serialized<unknown>, PreSerialized<unknown>>();

/**
 * preSerializedData of a value kept in a cache, as bytes made once per value: a cached answer (16 KB of product
 * analytics) is then neither concatenated, flattened, measured nor encoded to UTF-8 again on every request.
 */
export function preSerializedCachedData<Data>(value: Serialized<Data>): PreSerialized<{ success: true; data: Data }> {
  let body = bodiesOfCachedValues.get(value);
  if (!body) {
    body = new PreSerialized(Buffer.from(`{"success":true,"data":${value.json}}`), undefined, true);
    bodiesOfCachedValues.set(value, body);
  }
  return body as PreSerialized<{ success: true; data: Data }>;
}

/**
 * A JSON endpoint's handler answers its body; one with another `answer` (a redirect, a page, bytes, a stream) writes
 * it through `reply` and returns the reply (or nothing, for a hijacked stream).
 */
export type EndpointHandler<E extends Endpoint> = (
  call: EndpointCall<E>,
) => E extends { answer: object }
  ? Promise<FastifyReply | void>
  : Promise<EndpointOutput<E> | PreSerialized<EndpointOutput<E>>>;

/** Exactly one handler per definition of the group: a missing one, or one without a definition, fails typecheck. */
export type EndpointHandlers<Group extends EndpointGroup> = { [Name in keyof Group]: EndpointHandler<Group[Name]> };

/** Path parameters fixed at registration: the endpoint is served at these addresses only, one static route each. */
type BoundParams = Record<string, string>;

/**
 * The handler's call: the input and the caller, checked after Fastify validated the input, as the routes did by
 * hand before (a request both anonymous and malformed is still a 400 first). One object of one shape for every
 * auth (`scope` is undefined but for 'brand'), built without spreading per request.
 */
function callOf(
  auth: EndpointAuth,
  bound: BoundParams | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
): EndpointCall<Endpoint> {
  let principal: Principal | null = null;
  let scope: { accountId: string; brandId: string } | undefined;
  switch (auth) {
    case 'public':
      principal = request.principal;
      break;
    case 'machine':
      break;
    case 'user':
      principal = requirePrincipal(request);
      break;
    case 'admin':
      principal = requireAdmin(request);
      break;
    case 'brand': {
      const brand = requireBrand(request);
      principal = brand.principal;
      scope = { accountId: brand.principal.accountId, brandId: brand.brandId };
      break;
    }
  }
  const call = {
    params: bound ?? request.params,
    query: request.query,
    body: request.body,
    principal,
    scope,
    request,
    reply,
    validationError: request.validationError,
  };
  return call as unknown as EndpointCall<Endpoint>;
}

const security = [{ bearer: [] }];

/** The Fastify route of one definition: its schemas drive validation, serialization and the OpenAPI document. */
function routeOf(
  endpoint: Endpoint,
  url: string,
  handler: EndpointHandler<Endpoint>,
  bound: BoundParams | undefined,
): RouteOptions {
  const [status, ...otherStatuses] = endpoint.responseStatuses ?? [200];
  const response = endpoint.response;
  return {
    method: endpoint.method,
    url,
    schema: {
      ...(endpoint.hidden ? { hide: true } : {}),
      tags: [endpoint.group],
      summary: endpoint.summary,
      ...(endpoint.auth === 'public' || endpoint.auth === 'machine' ? {} : { security }),
      ...(endpoint.params && !bound ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && !endpoint.rawBody ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      // A non-JSON answer has no schema: Fastify sends what the handler wrote.
      ...(response ? { response: Object.fromEntries([status, ...otherStatuses].map((code) => [code, response])) } : {}),
    },
    ...(endpoint.rawBody ? { bodyLimit: endpoint.rawBody.limit } : {}),
    ...(endpoint.badInput === 'handler' ? { attachValidation: true } : {}),
    config: { endpoint },
    handler: async (request, reply) => {
      const call = callOf(endpoint.auth, bound, request, reply);
      // The default status; a handler may answer another of the definition's `responseStatuses`.
      if (status !== 200) reply.status(status);
      const answer = await handler(call);
      // Fastify sends a string body as it is, without the response serializer.
      if (!(answer instanceof PreSerialized)) return answer;
      if (answer.kept && typeof answer.json !== 'string') {
        return sendKeptBody(request, reply, answer.json, answer.contentType);
      }
      return reply.type(answer.contentType).send(answer.json);
    },
  };
}

/**
 * How a group is served: `at` fixes an endpoint's path parameters to the values this server serves (a webhook per
 * platform that has one, a connect popup per platform), each its own static route and OpenAPI address, so an
 * address it does not serve stays a 404.
 */
export interface EndpointRegistration<Group extends EndpointGroup> {
  at?: { [Name in keyof Group]?: readonly Record<PathParamNames<Group[Name]['path']>, string>[] };
}

/** Every route of a group: one per path (and alias), or one per bound address. */
function routesOf<Group extends EndpointGroup>(
  group: Group,
  handlers: EndpointHandlers<Group>,
  registration: EndpointRegistration<Group>,
): RouteOptions[] {
  return Object.entries(group).flatMap(([name, endpoint]) => {
    const handler = handlers[name] as EndpointHandler<Endpoint>;
    const bindings: readonly BoundParams[] | undefined = registration.at?.[name];
    if (bindings) return bindings.map((bound) => routeOf(endpoint, endpointUrl(endpoint.path, bound), handler, bound));
    return [endpoint.path, ...(endpoint.aliases ?? [])].map((url) => routeOf(endpoint, url, handler, undefined));
  });
}

/** The body's bytes, for every content type, in a context of its own (the other routes keep their JSON parser). */
const rawBodyRoutes = (routes: RouteOptions[]) => async (raw: FastifyInstance) => {
  raw.removeAllContentTypeParsers();
  raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  for (const route of routes) raw.route(route);
};

/** Registers every endpoint of a group from its definition. */
export function registerEndpoints<Group extends EndpointGroup>(
  app: FastifyInstance,
  group: Group,
  handlers: EndpointHandlers<Group>,
  registration: EndpointRegistration<Group> = {},
): void {
  const routes = routesOf(group, handlers, registration);
  const isRaw = (route: RouteOptions) => (route.config as { endpoint: Endpoint }).endpoint.rawBody !== undefined;
  for (const route of routes.filter((route) => !isRaw(route))) app.route(route);
  const raw = routes.filter(isRaw);
  if (raw.length > 0) void app.register(rawBodyRoutes(raw));
}

/** A module's route plugin built from its group of definitions: the module never writes a path or a schema. */
export function endpointRoutes<Group extends EndpointGroup, Deps extends FastifyPluginOptions>(
  group: Group,
  handlersFor: (deps: Deps) => EndpointHandlers<Group>,
): FastifyPluginAsync<Deps> {
  return async (app, deps) => registerEndpoints(app, group, handlersFor(deps));
}

/** The error codes an endpoint may answer: those its auth and input imply, and those it declares. */
export function endpointErrorCodes(endpoint: Endpoint): ErrorCode[] {
  const codes = new Set<ErrorCode>(endpoint.errors ?? []);
  if ((endpoint.params || endpoint.query || endpoint.body) && endpoint.badInput !== 'handler') {
    codes.add('VALIDATION_ERROR');
  }
  if (endpoint.auth !== 'public') codes.add('UNAUTHORIZED');
  if (endpoint.auth === 'admin') codes.add('FORBIDDEN');
  if (endpoint.auth === 'brand') ['BRAND_REQUIRED', 'NOT_FOUND'].forEach((code) => codes.add(code as ErrorCode));
  return [...codes];
}

const errorJsonSchema = z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0', io: 'output' });

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * fastify-type-provider-zod's OpenAPI transform, plus the error responses of routes registered from a definition
 * (documentation only: Fastify never serializes an error through them).
 */
export function endpointDocsTransform(document: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const transformed = jsonSchemaTransform(document);
  const endpoint = (document.route.config as { endpoint?: Endpoint } | undefined)?.endpoint;
  const schema = transformed.schema as { response?: Record<string, unknown> } | undefined;
  if (!endpoint || !schema?.response) return transformed;
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of endpointErrorCodes(endpoint)) {
    const status = HTTP_STATUS_BY_CODE[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of byStatus) {
    schema.response[status] = { ...errorJsonSchema, description: codes.join(', ') };
  }
  return transformed;
}
