export interface CookieOptions {
  maxAgeSeconds: number;
  secure?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
}

export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return null;
}

export function writeCookie(name: string, value: string, options: CookieOptions): void {
  const attributes = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${options.maxAgeSeconds}`,
    `SameSite=${options.sameSite ?? 'Strict'}`,
  ];
  if (options.secure) attributes.push('Secure');
  document.cookie = attributes.join('; ');
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0`;
}
