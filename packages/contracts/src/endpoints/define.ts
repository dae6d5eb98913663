import type { z } from 'zod';
import type { ErrorCode } from '../errors.ts';

/**
 * One definition per endpoint (issue #18): the server registers its route from it, the web derives its fetcher and
 * query key from it, and the OpenAPI document is generated from the route the server registered. Paths use the one
 * prefix `/api/...` (the spec's `/backend/api/...` is the same route through Fastify's rewriteUrl) and Fastify's
 * `:name` parameters.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone (`public`), a signed-in user (`user`), a signed-in user with a brand selected through
 * X-Brand-Id (`brand`: a brand of another account answers 404), an administrator (`admin`), a platform's server
 * (`machine`: no session; the handler checks the platform's signature over the raw body, 401 when it is wrong).
 */
export type EndpointAuth = 'public' | 'user' | 'brand' | 'admin' | 'machine';

/** `/api/templates/:id/copy/:to` → `'id' | 'to'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type Schema = z.ZodType;

/** Statuses that answer an endpoint's `response` body (a health report answers it with 503 too). */
export type ResponseStatus = 200 | 201 | 503;

/**
 * What a route answers when it is not a JSON body of ours: a redirect (a browser navigation: sign-in, OAuth),
 * an HTML page (the connect popups), text (a script, Meta's webhook challenge), a file's bytes (a picture), or a
 * Server-Sent Events stream. The handler writes it through `reply`; its errors are still the common JSON shape.
 */
export type EndpointAnswerKind = 'redirect' | 'html' | 'text' | 'bytes' | 'event-stream';

export interface EndpointSpec {
  method: HttpMethod;
  path: string;
  /**
   * Other paths serving the same route, with the same parameters (the spec names some calls twice); registered
   * and documented alike, never called by the web.
   */
  aliases?: readonly string[];
  auth: EndpointAuth;
  /** The OpenAPI summary (the reliability suite reads "administrators" in it as admin-only). */
  summary: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /**
   * The body is multipart/form-data, read by the handler (@fastify/multipart's `request.file()`) rather than
   * checked by a schema; the web sends a FormData.
   */
  multipart?: true;
  /** The success body (JSON); absent exactly when `answer` names another kind of answer. */
  response?: Schema;
  /** A non-JSON answer (see EndpointAnswerKind): no response schema, no web fetcher reading it as JSON. */
  answer?: { kind: EndpointAnswerKind };
  /**
   * The handler gets the body's exact bytes (a Buffer, whatever the content type, at most `limit` bytes: larger is
   * 413) instead of parsed JSON: a platform's signature is checked over the bytes it signed, never a re-serialisation.
   */
  rawBody?: { limit: number };
  /**
   * `handler`: a malformed query or params is not refused with a 400 before the handler; the handler gets the
   * `validationError` and answers it itself (the Google sign-in: a bad return from the provider is a failed sign-in,
   * answered by a redirect to the SPA).
   */
  badInput?: 'handler';
  /**
   * The statuses answering `response`, when not just 200: the first is the default, the handler may set another of
   * them with `reply.status()` (`/auth/register`: 201 for a new account, 200 for a linked one). Each is documented.
   */
  responseStatuses?: readonly [ResponseStatus, ...ResponseStatus[]];
  /** Left out of the OpenAPI document (a development tool production never mounts). */
  hidden?: boolean;
  /**
   * Error codes this endpoint answers besides the ones its auth and input imply (401/403, 400 VALIDATION_ERROR,
   * 404 for a foreign brand); all in the common error shape. Documented in OpenAPI.
   */
  errors?: readonly ErrorCode[];
}

/** A defined endpoint: its spec, plus the group it belongs to (the OpenAPI tag) and its query key. */
export type Endpoint<Spec extends EndpointSpec = EndpointSpec> = Spec & {
  readonly group: string;
  readonly name: string;
  /** `[group, name]`: the head of this endpoint's query key on the web, the same for every feature. */
  readonly key: readonly [string, string];
};

export type EndpointGroup = Record<string, Endpoint>;

/** A path with `:params` must declare a schema with exactly those keys; a path without, none. */
type ParamsMatchPath<Spec extends EndpointSpec> = [PathParamNames<Spec['path']>] extends [never]
  ? { params?: undefined }
  : { params: z.ZodType<Record<PathParamNames<Spec['path']>, unknown>> };

/** A JSON endpoint declares its `response`; one with another `answer` declares none. */
type ResponseMatchesAnswer<Spec extends EndpointSpec> = Spec extends { answer: object }
  ? { response?: undefined }
  : { response: Schema };

/** Declares one endpoint, keeping its literal method, path, auth and schemas in its type. */
export function defineEndpoint<const Spec extends EndpointSpec>(
  spec: Spec & ParamsMatchPath<Spec> & ResponseMatchesAnswer<Spec>,
): Spec {
  return spec;
}

/** Names a group of endpoints (one feature's); the group's name is their OpenAPI tag and the head of their keys. */
export function defineEndpointGroup<const Group extends string, const Specs extends Record<string, EndpointSpec>>(
  group: Group,
  specs: Specs,
): { [Name in keyof Specs & string]: Endpoint<Specs[Name]> & { readonly key: readonly [Group, Name] } } {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [name, { ...spec, group, name, key: [group, name] as const }]),
  ) as never;
}

type Part<E, Key extends 'params' | 'query' | 'body'> = E extends { [K in Key]: infer S extends Schema }
  ? S
  : undefined;
type In<S> = S extends Schema ? z.input<S> : undefined;
type Out<S> = S extends Schema ? z.output<S> : undefined;

/** What a caller sends: path parameters, query and body, each typed by the definition (absent when it has none). */
export type EndpointInput<E extends EndpointSpec> = (Part<E, 'params'> extends Schema
  ? { params: In<Part<E, 'params'>> }
  : { params?: undefined }) &
  (Part<E, 'query'> extends Schema
    ? Partial<In<Part<E, 'query'>>> extends In<Part<E, 'query'>>
      ? { query?: In<Part<E, 'query'>> }
      : { query: In<Part<E, 'query'>> }
    : { query?: undefined }) &
  (E extends { multipart: true }
    ? { body: FormData }
    : E extends { rawBody: object }
      ? { body: string | Uint8Array }
      : Part<E, 'body'> extends Schema
        ? { body: In<Part<E, 'body'>> }
        : { body?: undefined });

/**
 * What the handler receives after validation (`rawBody`: the body's bytes; `badInput: 'handler'`: the input as
 * sent when `validationError` is set).
 */
export interface EndpointParsedInput<E extends EndpointSpec> {
  params: Out<Part<E, 'params'>>;
  query: Out<Part<E, 'query'>>;
  body: E extends { rawBody: object } ? Uint8Array : Out<Part<E, 'body'>>;
}

/** The 200 body (nothing a caller reads as JSON for an endpoint with another `answer`). */
export type EndpointOutput<E extends EndpointSpec> = E extends { response: infer S extends Schema }
  ? z.output<S>
  : never;

/** `/api/templates/:id` with `{ id: 'a b' }` → `/api/templates/a%20b`. */
export function endpointUrl(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

/**
 * What the web needs of a definition at run time: where to send the call and how to key it, no schema. The web's
 * generated table (`apps/web/src/lib/generated/endpoints.ts`, `npm run generate:endpoints`) holds one per endpoint,
 * so no zod schema is built in the browser in production.
 */
export type EndpointRoute = Pick<Endpoint, 'method' | 'path' | 'auth' | 'key'>;

/** One route per endpoint of every group, by the same names. */
export type EndpointRouteTable<Groups extends Record<string, EndpointGroup>> = {
  readonly [Group in keyof Groups]: { readonly [Name in keyof Groups[Group]]: EndpointRoute };
};

/** The route table of some groups (what the generator writes and the test of the generated file compares). */
export function endpointRouteTable<Groups extends Record<string, EndpointGroup>>(
  groups: Groups,
): EndpointRouteTable<Groups> {
  return Object.fromEntries(
    Object.entries(groups).map(([group, members]) => [
      group,
      Object.fromEntries(
        Object.entries(members).map(([name, { method, path, auth, key }]) => [name, { method, path, auth, key }]),
      ),
    ]),
  ) as EndpointRouteTable<Groups>;
}
