import type { Platform } from '@bizamply/contracts';

/** The platforms' own colours (UI.md "Charts"); Instagram's gradient is drawn with its middle tone. */
export const PLATFORM_CHART_COLORS: Record<Platform, string> = {
  shopify: '#5e8e3e',
  judgeme: '#108474',
  yotpo: '#0042e4',
  instagram: '#dd2a7b',
  facebook: '#1877f2',
  tiktok: '#3f3f46',
  whatsapp: '#128c4a',
  google: '#e37400',
};

/** Recharts axis labels and tooltips in theme tokens, so charts follow the light and dark themes. */
export const CHART_AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };
export const CHART_TOOLTIP_STYLE = {
  background: 'var(--surface-raised)',
  border: '1px solid var(--border)',
  borderRadius: 8,
  fontSize: 12,
  color: 'var(--foreground)',
};
