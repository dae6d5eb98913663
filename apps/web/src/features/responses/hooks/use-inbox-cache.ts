import type { Comment } from '@bizamply/contracts';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback } from 'react';
import { inboxKeys, invalidateInbox, type CommentsPage, type InboxFilters } from '../api/comments';
import { creditKeys } from '../api/credits';

type ListData = InfiniteData<CommentsPage, number>;

/** Spec 2 §4: after generating or sending, the list is refetched after 0.5 s and credit settings after 1 s. */
export const LIST_REFETCH_DELAY_MS = 500;
export const CREDITS_REFETCH_DELAY_MS = 1000;

/** Local updates of the cached inbox pages, so a row moves the moment the server answers. */
export function useInboxCache(brandId: string | null) {
  const queryClient = useQueryClient();

  const patch = useCallback(
    (update: (comment: Comment) => Comment | null) => {
      queryClient.setQueriesData<ListData>({ queryKey: inboxKeys.lists(brandId) }, (data) => {
        if (!data) return data;
        return {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            comments: page.comments.flatMap((comment) => {
              const next = update(comment);
              return next ? [next] : [];
            }),
          })),
        };
      });
    },
    [queryClient, brandId],
  );

  /** The server's copy replaces ours; a row whose status left the tab disappears from that tab's list. */
  const replace = useCallback(
    (updated: Comment) => {
      const lists = queryClient.getQueriesData<ListData>({ queryKey: inboxKeys.lists(brandId) });
      for (const [key, data] of lists) {
        if (!data) continue;
        const filters = key[3] as InboxFilters | undefined;
        queryClient.setQueryData<ListData>(key, {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            comments: page.comments.flatMap((comment) => {
              if (comment.id !== updated.id) return [comment];
              return filters && filters.status !== updated.status ? [] : [updated];
            }),
          })),
        });
      }
    },
    [queryClient, brandId],
  );

  const refreshSoon = useCallback(() => {
    setTimeout(() => void invalidateInbox(queryClient, brandId), LIST_REFETCH_DELAY_MS);
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: creditKeys.all }), CREDITS_REFETCH_DELAY_MS);
  }, [queryClient, brandId]);

  return { patch, replace, refreshSoon };
}
