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
} from '@bizamply/contracts';
import { requireAdmin, requireBrand, requirePrincipal, type Principal } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The definition a route was registered from (read by the OpenAPI transform). */
    endpoint?: Endpoint;
  }
}

/** The caller an endpoint's `auth` guarantees to its handler. */
export type EndpointCaller<Auth extends EndpointAuth> = Auth extends 'public'
  ? { principal: Principal | null }
  : Auth extends 'brand'
    ? { principal: Principal; scope: { accountId: string; brandId: string } }
    : { principal: Principal };

export type EndpointCall<E extends Endpoint> = EndpointParsedInput<E> &
  EndpointCaller<E['auth']> & { request: FastifyRequest; reply: FastifyReply };

/**
 * A 200 body whose JSON was already written, checked against its schema once (lib/serialized.ts: a cached answer
 * costs no validation or serialisation per request). Sent as it is; `T` keeps the handler's answer typed.
 */
export class PreSerialized<T> {
  declare readonly body?: T;
  constructor(
    readonly json: string,
    readonly contentType = 'application/json; charset=utf-8',
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

export type EndpointHandler<E extends Endpoint> = (
  call: EndpointCall<E>,
) => Promise<EndpointOutput<E> | PreSerialized<EndpointOutput<E>>>;

/** Exactly one handler per definition of the group: a missing one, or one without a definition, fails typecheck. */
export type EndpointHandlers<Group extends EndpointGroup> = { [Name in keyof Group]: EndpointHandler<Group[Name]> };

/**
 * The caller, checked after Fastify validated the input, as the routes did by hand before (a request both
 * anonymous and malformed is still a 400 first).
 */
function callerOf(auth: EndpointAuth, request: FastifyRequest): EndpointCaller<EndpointAuth> {
  switch (auth) {
    case 'public':
      return { principal: request.principal };
    case 'user':
      return { principal: requirePrincipal(request) };
    case 'admin':
      return { principal: requireAdmin(request) };
    case 'brand': {
      const { principal, brandId } = requireBrand(request);
      return { principal, scope: { accountId: principal.accountId, brandId } };
    }
  }
}

const security = [{ bearer: [] }];

/** The Fastify route of one definition: its schemas drive validation, serialization and the OpenAPI document. */
function routeOf(endpoint: Endpoint, url: string, handler: EndpointHandler<Endpoint>): RouteOptions {
  const [status, ...otherStatuses] = endpoint.responseStatuses ?? [200];
  return {
    method: endpoint.method,
    url,
    schema: {
      ...(endpoint.hidden ? { hide: true } : {}),
      tags: [endpoint.group],
      summary: endpoint.summary,
      ...(endpoint.auth === 'public' ? {} : { security }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: Object.fromEntries([status, ...otherStatuses].map((code) => [code, endpoint.response])),
    },
    config: { endpoint },
    handler: async (request, reply) => {
      const caller = callerOf(endpoint.auth, request);
      const input = { params: request.params, query: request.query, body: request.body };
      // The default status; a handler may answer another of the definition's `responseStatuses`.
      if (status !== 200) reply.status(status);
      const answer = await handler({ ...input, ...caller, request, reply } as EndpointCall<Endpoint>);
      // Fastify sends a string body as it is, without the response serializer.
      return answer instanceof PreSerialized ? reply.type(answer.contentType).send(answer.json) : answer;
    },
  };
}

/** Registers every endpoint of a group from its definition. */
export function registerEndpoints<Group extends EndpointGroup>(
  app: FastifyInstance,
  group: Group,
  handlers: EndpointHandlers<Group>,
): void {
  for (const [name, endpoint] of Object.entries(group)) {
    for (const url of [endpoint.path, ...(endpoint.aliases ?? [])]) {
      app.route(routeOf(endpoint, url, handlers[name] as EndpointHandler<Endpoint>));
    }
  }
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
  if (endpoint.params || endpoint.query || endpoint.body) codes.add('VALIDATION_ERROR');
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
