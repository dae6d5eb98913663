/**
 * Whether a route's config (as `registerEndpoint` sets it) declares a machine caller: a platform's server posting
 * a signed webhook. It has no session, cookie or browser; hooks meant for people may skip it.
 */
export const isMachineRoute = (config: unknown): boolean =>
  (config as { endpoint?: { auth?: string } } | undefined)?.endpoint?.auth === 'machine';
