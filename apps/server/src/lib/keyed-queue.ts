/**
 * Runs the tasks of one key one after another in this process; tasks of other keys run freely. A paid request's
 * replays (one idempotency key, sent at once by a retrying client) then wait here instead of each holding a pool
 * connection blocked on the comment's row lock (four replays took four of the pool's connections, and under load
 * the other requests waited past the pool's 5 s and answered 503). Across processes PostgreSQL's locks still
 * decide: this only saves the pool.
 */
export interface KeyedQueue {
  run: <T>(key: string, task: () => Promise<T>) => Promise<T>;
  /** Keys with a task running or waiting (tests: an idle queue keeps nothing). */
  size: () => number;
}

export function createKeyedQueue(): KeyedQueue {
  const tails = new Map<string, Promise<void>>();
  return {
    run(key, task) {
      const result = (tails.get(key) ?? Promise.resolve()).then(task);
      const tail = result.then(
        () => {},
        () => {},
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    size: () => tails.size,
  };
}
