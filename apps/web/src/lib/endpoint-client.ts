import {
  BRAND_HEADER,
  endpointUrl,
  type Endpoint,
  type EndpointGroup,
  type EndpointInput,
  type EndpointOutput,
  type EndpointRoute,
  type EndpointRouteTable,
} from '@bizamply/contracts';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { request } from './api-client';
import { unexpectedError } from './api-error';
import { getSelectedBrandId } from './storage';

/**
 * How the web's API client (`lib/endpoints.ts`) is made from the endpoint definitions of packages/contracts
 * (issue #18): every call's path, method, input and response type come from its definition, and each endpoint has
 * one query key that every feature shares. Transport (bearer, X-Brand-Id, CSRF, 30 s timeout, error shape) is
 * api-client's.
 *
 * At run time it reads the generated route table (method, path, auth, key), not the definitions: the types come
 * from the definitions, the zod schemas stay out of the production build. In development and tests each answer is
 * checked against its definition's response schema (loaded on first use), so a test still fails on an answer
 * that breaks it; the server serializes every answer through the same schema, so production reads the same data.
 */

/**
 * A call's input: the definition's params, query and body, and for a brand-scoped endpoint the brand it is about
 * (default: the selected brand). The brand goes into the X-Brand-Id header and into the query key alike.
 */
export type CallInput<E extends Endpoint> = EndpointInput<E> &
  (E['auth'] extends 'brand' ? { brandId?: string | null } : { brandId?: undefined });

type Args<E extends Endpoint, Rest extends unknown[] = []> =
  Partial<CallInput<E>> extends CallInput<E>
    ? [input?: CallInput<E>, ...rest: Partial<Rest>]
    : [input: CallInput<E>, ...rest: Partial<Rest>];

/**
 * A slow endpoint's caller may wait longer than api-client's default (a dry run, a bulk approval); a call may add
 * headers its definition's body repeats (the spec's clients send an idempotency key in both); a call whose 401 is an
 * answer about the request (a wrong current password) keeps the session.
 */
type CallOptions = {
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
  keepSessionOn401?: boolean;
};

interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  brandId?: string | null;
}

/** What a call needs of its endpoint at run time: its route, and where its definition sits (for development checks). */
interface RuntimeEndpoint extends EndpointRoute {
  readonly clientGroup: string;
  readonly clientName: string;
}

function brandOf(endpoint: EndpointRoute, input: LooseInput): string | null {
  return endpoint.auth === 'brand' ? (input.brandId === undefined ? getSelectedBrandId() : input.brandId) : null;
}

/**
 * Development and tests only (`import.meta.env.DEV` is false in the production build, which drops this and the
 * definitions' chunk): the answer must match the definition's response schema.
 */
async function checkedAnswer(endpoint: RuntimeEndpoint, payload: unknown): Promise<unknown> {
  if (!import.meta.env.DEV) return payload;
  const { endpoints: definitions } = await import('@bizamply/contracts');
  const groups: Record<string, EndpointGroup> = definitions;
  const definition = groups[endpoint.clientGroup]?.[endpoint.clientName];
  if (!definition) throw unexpectedError(`no definition for ${endpoint.clientGroup}.${endpoint.clientName}`);
  // An endpoint answering something else than JSON (a redirect, a page) has no schema to check.
  if (!definition.response) return payload;
  const result = definition.response.safeParse(payload);
  if (!result.success) throw unexpectedError(result.error);
  return result.data;
}

/** Sends one call as its definition says; resolves with the 200 body (validated in development and tests). */
async function callEndpoint<E extends Endpoint>(
  endpoint: RuntimeEndpoint,
  ...[input, options]: Args<E, [CallOptions]>
): Promise<EndpointOutput<E>> {
  const { params, query, body } = (input ?? {}) as LooseInput;
  const brandId = brandOf(endpoint, (input ?? {}) as LooseInput);
  const payload = await request(endpointUrl(endpoint.path, params), {
    method: endpoint.method,
    query,
    body,
    headers:
      brandId || options?.headers
        ? { ...options?.headers, ...(brandId ? { [BRAND_HEADER]: brandId } : {}) }
        : undefined,
    signal: options?.signal,
    timeoutMs: options?.timeoutMs,
    keepSessionOn401: options?.keepSessionOn401,
  });
  return (await checkedAnswer(endpoint, payload)) as EndpointOutput<E>;
}

/**
 * `[group, name]`, then the brand for brand-scoped endpoints, then the parameters and query when there are any.
 * Invalidating `[group]` or `[group, name]` reaches every cached variant.
 */
function endpointKey<E extends Endpoint>(endpoint: RuntimeEndpoint, ...[input]: Args<E>): QueryKey {
  const loose = (input ?? {}) as LooseInput;
  const brand = endpoint.auth === 'brand' ? [brandOf(endpoint, loose) ?? 'none'] : [];
  const parts = loose.params || loose.query ? [{ ...loose.params, ...loose.query }] : [];
  return [...endpoint.key, ...brand, ...parts];
}

/** Query options of a GET endpoint; a brand-scoped one waits until there is a brand. */
function endpointQueryOptions<E extends Endpoint>(endpoint: RuntimeEndpoint, ...[input]: Args<E>) {
  const args = [input] as Args<E>;
  return queryOptions({
    queryKey: endpointKey<E>(endpoint, ...args) as readonly unknown[],
    queryFn: ({ signal }) => callEndpoint<E>(endpoint, ...([input, { signal }] as Args<E, [CallOptions]>)),
    ...(endpoint.auth === 'brand' ? { enabled: brandOf(endpoint, (input ?? {}) as LooseInput) !== null } : {}),
  });
}

/** Its route and group (no schema at run time), and its query key. */
type EndpointDescription<E extends Endpoint> = {
  readonly endpoint: Pick<E, 'method' | 'path' | 'auth' | 'key' | 'group' | 'name'>;
  key: (...args: Args<E>) => QueryKey;
};

/**
 * One endpoint of the client: call it, or ask for its key and (for GETs) its query options. An endpoint answering
 * something else than JSON (a redirect, a page, bytes, a stream: its definition's `answer`) is reached by the
 * browser itself (a link, an image, an EventSource), never read as JSON by this client: it has no call and no query
 * options, only its route and key (typed `never` before, a call that compiled and resolved to a body it never has).
 */
export type EndpointClient<E extends Endpoint> = E extends { answer: object }
  ? EndpointDescription<E>
  : ((...args: Args<E, [CallOptions]>) => Promise<EndpointOutput<E>>) &
      EndpointDescription<E> &
      (E['method'] extends 'GET'
        ? { queryOptions: (...args: Args<E>) => ReturnType<typeof endpointQueryOptions<E>> }
        : unknown);

export type ApiClient<Groups extends Record<string, EndpointGroup>> = {
  [Group in keyof Groups]: { [Name in keyof Groups[Group]]: EndpointClient<Groups[Group][Name]> };
};

function endpointClient<E extends Endpoint>(endpoint: RuntimeEndpoint): EndpointClient<E> {
  const call = (...args: Args<E, [CallOptions]>) => callEndpoint<E>(endpoint, ...args);
  return Object.assign(call, {
    endpoint: { ...endpoint, group: endpoint.key[0], name: endpoint.key[1] },
    key: (...args: Args<E>) => endpointKey<E>(endpoint, ...args),
    queryOptions: (...args: Args<E>) => endpointQueryOptions<E>(endpoint, ...args),
  }) as unknown as EndpointClient<E>;
}

/** The client of one group, from its rows of the route table: start-up code takes only the groups it calls. */
export function createGroupClient<Group extends EndpointGroup>(
  group: string,
  routes: EndpointRouteTable<{ group: Group }>['group'],
): { [Name in keyof Group]: EndpointClient<Group[Name]> } {
  return Object.fromEntries(
    Object.entries<EndpointRoute>(routes).map(([name, route]) => [
      name,
      endpointClient({ ...route, clientGroup: group, clientName: name }),
    ]),
  ) as { [Name in keyof Group]: EndpointClient<Group[Name]> };
}

/**
 * The client of some groups, from their route table (typed by the groups' definitions). Each group's client is made
 * on its first use, then kept as a plain property: the whole table's clients (~200 endpoints) were made when the
 * shell's shared chunk loaded, in the start's task, while a page calls a handful of groups.
 */
export function createApiClient<Groups extends Record<string, EndpointGroup>>(
  routes: EndpointRouteTable<Groups>,
): ApiClient<Groups> {
  const client = {};
  for (const [group, members] of Object.entries<EndpointRouteTable<{ group: EndpointGroup }>['group']>(routes)) {
    Object.defineProperty(client, group, {
      configurable: true,
      enumerable: true,
      get() {
        const groupClient = createGroupClient(group, members);
        Object.defineProperty(client, group, { value: groupClient, enumerable: true, writable: false });
        return groupClient;
      },
    });
  }
  return client as ApiClient<Groups>;
}
