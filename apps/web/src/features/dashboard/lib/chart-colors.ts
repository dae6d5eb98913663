/** Theme tokens, so the charts follow the light and dark themes (platform colours: '@/lib/chart-theme'). */
export const CHART_TOKENS = {
  primary: 'var(--primary)',
  secondary: 'var(--draft)',
  success: 'var(--success)',
  pending: 'var(--pending)',
  draft: 'var(--draft)',
  warning: 'var(--warning)',
  error: 'var(--error)',
  grid: 'var(--border)',
  axis: 'var(--muted-foreground)',
} as const;

/** Five steps from red (1 star) to green (5 stars). */
export const RATING_COLORS = ['var(--error)', 'var(--warning)', 'var(--pending)', '#65a30d', 'var(--success)'];
/** Fast to slow: green to red. */
export const RESPONSE_TIME_COLORS = ['var(--success)', '#65a30d', 'var(--pending)', 'var(--warning)', 'var(--error)'];
