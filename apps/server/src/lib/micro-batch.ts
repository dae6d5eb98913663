export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Group commit in the application: calls that arrive while a batch is being written wait and go together
 * into the next one, so N concurrent callers cost one transaction (one commit, one trigger run) instead
 * of N. An idle batcher starts at once: a lone call waits for nobody. Each caller gets its own outcome.
 * With `gather`, an idle batcher starts on the next turn of the event loop instead (setImmediate): the calls
 * made in one turn (requests read from the sockets in one poll) go together, at no timer's wait.
 */
export function microBatcher<I, O>(
  run: (inputs: I[]) => Promise<Settled<O>[]>,
  options: { maxBatch: number; concurrency: number; gather?: boolean },
) {
  const waiting: { input: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  let running = 0;
  let gathering = false;

  function schedule() {
    if (!options.gather) return pump();
    if (gathering) return;
    gathering = true;
    setImmediate(() => {
      gathering = false;
      pump();
    });
  }

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
          schedule();
        });
    }
  }

  return {
    submit(input: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        waiting.push({ input, resolve, reject });
        schedule();
      });
    },
  };
}
