import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's Chromium and the flags every run of it here uses (Playwright tests and the Lighthouse report). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where a non-root user's copy of Debian's Chromium is unpacked (scripts/provision-chromium.ts). */
export function chromiumCacheDir(): string {
  const cacheHome = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(cacheHome, 'bizamply', 'chromium');
}

/** The launcher of that copy: a small script that points the browser at the libraries unpacked beside it. */
export function cachedChromium(): string {
  return path.join(chromiumCacheDir(), 'chromium');
}

export function isRunnable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** CHROMIUM_PATH (by default Debian's /usr/bin/chromium) when it is there, else the user's unpacked copy, else null. */
export function findChromium(): string | null {
  const wanted = process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
  if (isRunnable(wanted)) return wanted;
  if (isRunnable(cachedChromium())) return cachedChromium();
  return null;
}

export const CHROMIUM_PATH = findChromium() ?? (process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM);
