/**
 * Shift-click: every id between the last clicked one and this one takes this one's new state (UI.md
 * "Inbox"). Without a usable anchor only the clicked id changes.
 */
export function selectRange(
  order: readonly string[],
  selected: ReadonlySet<string>,
  anchorId: string | null,
  targetId: string,
  checked: boolean,
): Set<string> {
  const next = new Set(selected);
  const from = anchorId === null ? -1 : order.indexOf(anchorId);
  const to = order.indexOf(targetId);
  const [start, end] = from === -1 || to === -1 ? [to, to] : [Math.min(from, to), Math.max(from, to)];
  if (start === -1) return next;
  for (const id of order.slice(start, end + 1)) {
    if (checked) next.add(id);
    else next.delete(id);
  }
  return next;
}
