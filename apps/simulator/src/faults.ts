import type { FastifyReply } from 'fastify';
import type { Platform, SimFault } from '@bizamply/contracts';
import type { ErrorWire, SimulatorPlatform } from './common/platform.ts';

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

const GENERIC_FAULTS: Record<SimFault['kind'], ErrorWire> = {
  rate_limit: { status: 429, body: { error: 'Too many requests' } },
  server_error: { status: 503, body: { errors: 'Service temporarily unavailable' } },
  expired_token: { status: 401, body: { error: 'Unauthorized: token expired' } },
  timeout: { status: 504, body: {} },
  malformed: { status: 200, body: { unexpected: 'shape', data: 'not-a-list' } },
};

/** What the platform really answers for a fault (shared/reference/platform-apis.md): its own wire, else generic. */
export function faultResponse(platform: Pick<SimulatorPlatform, 'faults'> | null, kind: SimFault['kind']): ErrorWire {
  return platform?.faults?.[kind] ?? GENERIC_FAULTS[kind];
}

/** Applies a fault to a reply. Returns true when the request has been answered (or swallowed). */
export async function applyFault(
  reply: FastifyReply,
  platform: Pick<SimulatorPlatform, 'faults'> | null,
  fault: SimFault,
): Promise<true> {
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
