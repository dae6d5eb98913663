import { formatDate } from '@/lib/format';

const STEPS: Array<[string, number]> = [
  ['w', 7 * 24 * 3600],
  ['d', 24 * 3600],
  ['h', 3600],
  ['m', 60],
];

/** Spec 2 §9: 'Just now' under 60 s, then m, h, d, w ago up to 30 days, then a short date. */
export function timeAgo(value: string, now: Date = new Date()): string {
  const at = new Date(value);
  const seconds = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 1000));
  if (seconds < 60) return 'Just now';
  if (seconds >= 30 * 24 * 3600) return formatDate(at);
  for (const [unit, size] of STEPS) {
    if (seconds >= size) return `${Math.floor(seconds / size)}${unit} ago`;
  }
  return 'Just now';
}

export function initials(name: string | null): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return (
    parts.length === 0 ? '?' : `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`
  ).toUpperCase();
}
