import { Logger } from 'graphile-worker';

/** Set once shutdown begins, so expected connection errors while PostgreSQL stops are not reported as faults. */
export const lifecycle = { stopping: false };

/**
 * graphile-worker's log output, quiet about errors once shutdown has begun: a terminal's Ctrl-C reaches the
 * embedded PostgreSQL at the same moment, which ends the worker's connections under it.
 */
export const jobLogger = new Logger((scope) => (level, message) => {
  if (lifecycle.stopping && (level === 'error' || level === 'warning')) return;
  if (level === 'debug') return;
  const line = `[${scope.label ?? 'worker'}] ${level.toUpperCase()}: ${message}\n`;
  (level === 'error' ? process.stderr : process.stdout).write(line);
});
