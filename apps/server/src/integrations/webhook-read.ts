import { parsePlatformJson } from './platform-json.ts';
import type { WebhookDelivery, WebhookRequest } from './platform.ts';

/** A header's single value (a repeated header counts as absent). */
export const header = (request: Pick<WebhookRequest, 'headers'>, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** The body as JSON; undefined when it is not JSON (the platform's parser then reports it malformed). */
export function webhookJson(raw: Buffer): unknown {
  try {
    return parsePlatformJson(raw.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Parses after the signature check; a parse failure of a signed body is 'malformed' (nothing stored). */
export function guarded(run: () => WebhookDelivery): WebhookDelivery | 'malformed' {
  try {
    return run();
  } catch {
    return 'malformed';
  }
}
