import {
  BRAND_HEADER,
  endpoints,
  endpointUrl,
  type Endpoint,
  type EndpointGroup,
  type EndpointInput,
  type EndpointOutput,
} from '@bizamply/contracts';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { request } from './api-client';
import { getSelectedBrandId } from './storage';

/**
 * The web's API client, derived from the endpoint definitions of packages/contracts (issue #18): every call's
 * path, method, input and response type come from its definition, and each endpoint has one query key that
 * every feature shares. Transport (bearer, X-Brand-Id, CSRF, 30 s timeout, error shape) is api-client's.
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

function brandOf(endpoint: Endpoint, input: LooseInput): string | null {
  return endpoint.auth === 'brand' ? (input.brandId === undefined ? getSelectedBrandId() : input.brandId) : null;
}

/** Sends one call as its definition says; resolves with the validated 200 body. */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: Args<E, [CallOptions]>
): Promise<EndpointOutput<E>> {
  const { params, query, body } = (input ?? {}) as LooseInput;
  const brandId = brandOf(endpoint, (input ?? {}) as LooseInput);
  return request(endpointUrl(endpoint.path, params), {
    method: endpoint.method,
    query,
    body,
    headers:
      brandId || options?.headers
        ? { ...options?.headers, ...(brandId ? { [BRAND_HEADER]: brandId } : {}) }
        : undefined,
    schema: endpoint.response,
    signal: options?.signal,
    timeoutMs: options?.timeoutMs,
    keepSessionOn401: options?.keepSessionOn401,
  }) as Promise<EndpointOutput<E>>;
}

/**
 * `[group, name]`, then the brand for brand-scoped endpoints, then the parameters and query when there are any.
 * Invalidating `[group]` or `[group, name]` reaches every cached variant.
 */
export function endpointKey<E extends Endpoint>(endpoint: E, ...[input]: Args<E>): QueryKey {
  const loose = (input ?? {}) as LooseInput;
  const brand = endpoint.auth === 'brand' ? [brandOf(endpoint, loose) ?? 'none'] : [];
  const parts = loose.params || loose.query ? [{ ...loose.params, ...loose.query }] : [];
  return [...endpoint.key, ...brand, ...parts];
}

/** Query options of a GET endpoint; a brand-scoped one waits until there is a brand. */
export function endpointQueryOptions<E extends Endpoint>(endpoint: E, ...[input]: Args<E>) {
  const args = [input] as Args<E>;
  return queryOptions({
    queryKey: endpointKey(endpoint, ...args) as readonly unknown[],
    queryFn: ({ signal }) => callEndpoint(endpoint, ...([input, { signal }] as Args<E, [CallOptions]>)),
    ...(endpoint.auth === 'brand' ? { enabled: brandOf(endpoint, (input ?? {}) as LooseInput) !== null } : {}),
  });
}

/** One endpoint of the client: call it, or ask for its key and (for GETs) its query options. */
export type EndpointClient<E extends Endpoint> = ((...args: Args<E, [CallOptions]>) => Promise<EndpointOutput<E>>) & {
  readonly endpoint: E;
  key: (...args: Args<E>) => QueryKey;
} & (E['method'] extends 'GET'
    ? { queryOptions: (...args: Args<E>) => ReturnType<typeof endpointQueryOptions<E>> }
    : unknown);

export type ApiClient<Groups extends Record<string, EndpointGroup>> = {
  [Group in keyof Groups]: { [Name in keyof Groups[Group]]: EndpointClient<Groups[Group][Name]> };
};

function endpointClient<E extends Endpoint>(endpoint: E): EndpointClient<E> {
  const call = (...args: Args<E, [CallOptions]>) => callEndpoint(endpoint, ...args);
  return Object.assign(call, {
    endpoint,
    key: (...args: Args<E>) => endpointKey(endpoint, ...args),
    queryOptions: (...args: Args<E>) => endpointQueryOptions(endpoint, ...args),
  }) as EndpointClient<E>;
}

export function createApiClient<Groups extends Record<string, EndpointGroup>>(groups: Groups): ApiClient<Groups> {
  return Object.fromEntries(
    Object.entries(groups).map(([group, members]) => [
      group,
      Object.fromEntries(Object.entries(members).map(([name, endpoint]) => [name, endpointClient(endpoint)])),
    ]),
  ) as unknown as ApiClient<Groups>;
}

/** `api.credits.balance()`, `api.templates.update({ params: { id }, body })`, `api.credits.balance.queryOptions()`. */
export const api = createApiClient(endpoints);
