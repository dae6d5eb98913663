import type { SimWebhookResult } from '@bizamply/contracts';

/**
 * Sends one webhook delivery (twice when asked, concurrently, like an at-least-once platform retrying
 * while the first attempt is still in flight). Exactly the same bytes both times, so signatures match.
 */
export async function deliver(
  targets: string[],
  body: string,
  headers: (url: string) => Record<string, string>,
  twice: boolean,
): Promise<SimWebhookResult[]> {
  const send = async (url: string): Promise<SimWebhookResult> => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers(url) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      return { url, status: response.status };
    } catch {
      return { url, status: 0 };
    }
  };
  const attempts = targets.flatMap((url) => (twice ? [url, url] : [url]));
  return Promise.all(attempts.map(send));
}
