import { execFileSync } from 'node:child_process';

/** Flushes each file (posix_fadvise drops clean pages only), then drops its cached pages; prints how many files. */
const EVICT = `
import os, sys
files = 0
for root, _, names in os.walk(sys.argv[1], followlinks=True):
    for name in names:
        try:
            fd = os.open(os.path.join(root, name), os.O_RDONLY)
        except OSError:
            continue
        try:
            os.fdatasync(fd)
            os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
            files += 1
        finally:
            os.close(fd)
print(files)
`;

/**
 * Drops one folder's files (a data set's PostgreSQL files, the server stopped) from the operating system's page
 * cache, so the next start reads them from the disk: the day's first search on a set that other work pushed out
 * of memory. Only these files: other data sets and processes keep their cached pages, where `drop_caches` would
 * empty the whole machine's. Node has no posix_fadvise, so one python3 process walks the folder. Check with
 * `fincore`.
 */
export function evictFromOsCache(folder: string): { files: number; ms: number } {
  const started = performance.now();
  const output = execFileSync('python3', ['-c', EVICT, folder], { encoding: 'utf8' });
  return { files: Number(output.trim()), ms: performance.now() - started };
}
