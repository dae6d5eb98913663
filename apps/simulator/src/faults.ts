import type { FastifyReply } from 'fastify';
import type { Platform, SimFault } from '@bizamply/contracts';

/**
 * Pending faults per platform. Each injected fault answers the next `count` requests to that platform,
 * in that platform's own error wire format, then the platform behaves again.
 */
export class FaultBook {
  private readonly queues = new Map<Platform, SimFault[]>();

  inject(fault: SimFault): void {
    const queue = this.queues.get(fault.platform) ?? [];
    queue.push({ ...fault });
    this.queues.set(fault.platform, queue);
  }

  /** Takes one use of the oldest pending fault for the platform, if any. */
  take(platform: Platform): SimFault | null {
    const queue = this.queues.get(platform);
    const fault = queue?.[0];
    if (!queue || !fault) return null;
    fault.count -= 1;
    if (fault.count <= 0) queue.shift();
    return { ...fault, count: fault.count + 1 };
  }

  list(): SimFault[] {
    return [...this.queues.values()].flat();
  }

  clear(platform?: Platform): void {
    if (platform) this.queues.delete(platform);
    else this.queues.clear();
  }
}

interface ErrorWire {
  status: number;
  body: unknown;
}

const metaError = (code: number, message: string, subcode?: number) => ({
  error: {
    message,
    type: 'OAuthException',
    code,
    ...(subcode ? { error_subcode: subcode } : {}),
    fbtrace_id: 'SIMfbtrace',
  },
});

/** What each platform really answers for each fault (shared/reference/platform-apis.md). */
export function faultResponse(platform: Platform, kind: SimFault['kind']): ErrorWire {
  switch (kind) {
    case 'rate_limit':
      if (platform === 'instagram' || platform === 'facebook' || platform === 'whatsapp') {
        return { status: 429, body: metaError(32, 'Page request limit reached') };
      }
      if (platform === 'shopify')
        return {
          status: 429,
          body: {
            errors: 'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.',
          },
        };
      if (platform === 'google')
        return {
          status: 429,
          body: {
            error: {
              code: 429,
              message: 'Exhausted property tokens for a project per hour.',
              status: 'RESOURCE_EXHAUSTED',
            },
          },
        };
      if (platform === 'tiktok')
        return { status: 429, body: { code: 40100, message: 'Too many requests', request_id: 'sim', data: {} } };
      return { status: 429, body: { error: 'Too many requests' } };
    case 'server_error':
      if (platform === 'instagram' || platform === 'facebook' || platform === 'whatsapp') {
        return {
          status: 500,
          body: metaError(2, 'An unexpected error has occurred. Please retry your request later.'),
        };
      }
      return { status: 503, body: { errors: 'Service temporarily unavailable' } };
    case 'expired_token':
      if (platform === 'instagram' || platform === 'facebook' || platform === 'whatsapp') {
        return { status: 401, body: metaError(190, 'Error validating access token: Session has expired.', 463) };
      }
      if (platform === 'shopify')
        return {
          status: 401,
          body: { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' },
        };
      if (platform === 'google')
        return {
          status: 401,
          body: {
            error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' },
          },
        };
      if (platform === 'tiktok')
        return {
          status: 401,
          body: { code: 40105, message: 'The access token is invalid or has expired.', request_id: 'sim', data: {} },
        };
      return { status: 401, body: { error: 'Unauthorized: token expired' } };
    case 'timeout':
      return { status: 504, body: {} };
    case 'malformed':
      return { status: 200, body: { unexpected: 'shape', data: 'not-a-list' } };
  }
}

/** Applies a fault to a reply. Returns true when the request has been answered (or swallowed). */
export async function applyFault(reply: FastifyReply, platform: Platform, fault: SimFault): Promise<true> {
  if (fault.kind === 'timeout') {
    await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    reply.raw.destroy();
    return true;
  }
  const { status, body } = faultResponse(platform, fault.kind);
  if (fault.kind === 'rate_limit') reply.header('Retry-After', String(fault.retryAfterSeconds));
  await reply.status(status).send(body);
  return true;
}
