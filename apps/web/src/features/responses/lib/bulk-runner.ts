/** Spec 2 §9: the pause between two items of a bulk run. */
export const BULK_PAUSE_MS = 200;

export interface BulkProgress {
  /** 1-based position of the item being processed. */
  current: number;
  total: number;
  succeeded: number;
  failed: number;
  skipped: number;
}

export interface BulkOptions<T> {
  /** Items whose request is already running elsewhere are skipped, not sent twice (spec 2 §4). */
  isRunning?: (item: T) => boolean;
  onProgress?: (progress: BulkProgress) => void;
  signal?: AbortSignal;
  pauseMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec 2 §4 bulk behaviour: one item at a time with a pause between them; a failed item stays unchanged
 * and the run goes on. Returns the counts for the result summary.
 */
export async function runBulk<T>(
  items: readonly T[],
  task: (item: T) => Promise<unknown>,
  options: BulkOptions<T> = {},
): Promise<BulkProgress> {
  const { isRunning, onProgress, signal, pauseMs = BULK_PAUSE_MS, sleep = defaultSleep } = options;
  const progress: BulkProgress = { current: 0, total: items.length, succeeded: 0, failed: 0, skipped: 0 };
  for (const [index, item] of items.entries()) {
    if (signal?.aborted) break;
    progress.current = index + 1;
    onProgress?.({ ...progress });
    if (isRunning?.(item)) {
      progress.skipped += 1;
      continue;
    }
    try {
      await task(item);
      progress.succeeded += 1;
    } catch {
      progress.failed += 1;
    }
    onProgress?.({ ...progress });
    if (index < items.length - 1) await sleep(pauseMs);
  }
  return progress;
}

/** 'Generated 11 of 12 responses. 1 failed.' */
export function bulkSummary(verb: 'Generated' | 'Sent', result: BulkProgress): string {
  const parts = [`${verb} ${result.succeeded} of ${result.total} ${result.total === 1 ? 'response' : 'responses'}.`];
  if (result.failed > 0) parts.push(`${result.failed} failed.`);
  if (result.skipped > 0) parts.push(`${result.skipped} skipped (already in progress).`);
  return parts.join(' ');
}
