/**
 * A connection to a Unix socket that is not there: the embedded server's socket file is gone while it restarts, the
 * socket's form of ECONNREFUSED (a file missing elsewhere is another error).
 */
export function isMissingSocket(error: unknown): boolean {
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  return code === 'ENOENT' && syscall === 'connect';
}
