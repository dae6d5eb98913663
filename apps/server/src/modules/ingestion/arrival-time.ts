/**
 * A platform's clock (or a forged payload) can put an item in the future: "in 7 hours", pinned at the top of
 * Newest. Nothing can have been posted after it reached us, so the stored time is at most the arrival time; the
 * platform's own time is kept in the item's metadata as `platformPostedAt` (issue 19 item 5).
 */
export function clampToArrival(
  postedAt: Date,
  arrivedAt: Date,
): { postedAt: Date; metadata: { platformPostedAt?: string } } {
  if (Number.isNaN(postedAt.getTime())) return { postedAt: arrivedAt, metadata: {} };
  if (postedAt.getTime() <= arrivedAt.getTime()) return { postedAt, metadata: {} };
  return { postedAt: arrivedAt, metadata: { platformPostedAt: postedAt.toISOString() } };
}
