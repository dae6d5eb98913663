import type { FastifyRequest } from 'fastify';

/** Who is calling from where: kept on sessions and login history (the profile's sessions list). */
export interface ClientContext {
  ip: string | null;
  userAgent: string | null;
  device: string | null;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** 'Chrome on macOS' style labels; the raw user agent stays in login history. */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 100);
}

export function clientContext(request: FastifyRequest): ClientContext {
  const header = request.headers['user-agent'];
  const userAgent = typeof header === 'string' && header.length > 0 ? header.slice(0, 500) : null;
  return { ip: request.ip ?? null, userAgent, device: describeDevice(userAgent) };
}
