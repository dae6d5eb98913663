export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Group commit in the application: calls that arrive while a batch is being written wait and go together
 * into the next one, so N concurrent callers cost one transaction (one commit, one trigger run) instead
 * of N. An idle batcher starts at once: a lone call waits for nobody. Each caller gets its own outcome.
 */
export function microBatcher<I, O>(
  run: (inputs: I[]) => Promise<Settled<O>[]>,
  options: { maxBatch: number; concurrency: number },
) {
  const waiting: { input: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  let running = 0;

  function pump() {
    while (running < options.concurrency && waiting.length > 0) {
      const batch = waiting.splice(0, options.maxBatch);
      running += 1;
      run(batch.map((entry) => entry.input))
        .then(
          (outcomes) =>
            batch.forEach((entry, index) => {
              const outcome = outcomes[index];
              if (outcome?.ok) entry.resolve(outcome.value);
              else entry.reject(outcome ? outcome.error : new Error('batch returned no outcome'));
            }),
          (error: unknown) => batch.forEach((entry) => entry.reject(error)),
        )
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  }

  return {
    submit(input: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        waiting.push({ input, resolve, reject });
        pump();
      });
    },
  };
}
