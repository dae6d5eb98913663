import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it("starts a query's call in a later task, not in the one that asked for it, and answers with its result", async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.resolve('figures'));
    const answer = client.fetchQuery({ queryKey: ['figures'], queryFn });
    await Promise.resolve();
    expect(queryFn).not.toHaveBeenCalled();
    await expect(answer).resolves.toBe('figures');
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(queryFn).toHaveBeenCalledWith(expect.objectContaining({ queryKey: ['figures'] }));
  });
});
