/** Node socket errors and PostgreSQL's connection-exception (08) and operator-intervention (57P0x) classes. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03']);

/**
 * Whether an error's own code says the database cannot be reached for now (restart, failover, network blip): the
 * codes above, SQLSTATE class 08, or a connect to a Unix socket that is not there — the embedded server's socket file
 * is gone while it restarts, the socket's form of ECONNREFUSED (a file missing elsewhere is another error). The one
 * list for the error handler (plugins/errors.ts) and the worker's supervisor (jobs/supervisor.ts).
 */
export function hasUnreachableCode(error: unknown): boolean {
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  if (typeof code !== 'string') return false;
  return UNREACHABLE_CODES.has(code) || code.startsWith('08') || (code === 'ENOENT' && syscall === 'connect');
}
