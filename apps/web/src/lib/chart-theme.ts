import { platformRecord, type Platform } from '@bizamply/contracts';

/** The platforms' own colours (UI.md "Charts"); Instagram's gradient is drawn with its middle tone. */
export const PLATFORM_CHART_COLORS: Record<Platform, string> = platformRecord((definition) => definition.color);

/** Recharts axis labels and tooltips in theme tokens, so charts follow the light and dark themes. */
export const CHART_AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };
export const CHART_TOOLTIP_STYLE = {
  background: 'var(--surface-raised)',
  border: '1px solid var(--border)',
  borderRadius: 8,
  fontSize: 12,
  color: 'var(--foreground)',
};
