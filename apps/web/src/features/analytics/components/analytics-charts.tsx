import { PLATFORM_LABELS, type PlatformShare, type SeriesPoint } from '@bizamply/contracts';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_AXIS_TICK, CHART_TOOLTIP_STYLE, PLATFORM_CHART_COLORS } from '@/lib/chart-theme';
import { formatDate } from '@/lib/format';

/**
 * The page's Recharts drawings, in their own module so the chart library loads only with this page
 * (analytics-page imports it with React.lazy). Animation is off: figures appear at once and stay still.
 */

export function PlatformDistributionChart({ shares }: { shares: PlatformShare[] }) {
  const data = shares.map((share) => ({ ...share, label: PLATFORM_LABELS[share.platform] }));
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, data.length * 44)}>
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
        <CartesianGrid horizontal={false} stroke="var(--border)" />
        <XAxis type="number" allowDecimals={false} tick={CHART_AXIS_TICK} axisLine={false} tickLine={false} />
        <YAxis type="category" dataKey="label" width={110} tick={CHART_AXIS_TICK} axisLine={false} tickLine={false} />
        <Tooltip
          cursor={{ fill: 'var(--muted)' }}
          contentStyle={CHART_TOOLTIP_STYLE}
          formatter={(value) => [value, 'Reviews']}
        />
        <Bar dataKey="count" radius={[0, 4, 4, 0]} barSize={20} isAnimationActive={false}>
          {data.map((entry) => (
            <Cell key={entry.platform} fill={PLATFORM_CHART_COLORS[entry.platform]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

export function ReviewsOverTimeChart({ points }: { points: SeriesPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <AreaChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="date"
          tick={CHART_AXIS_TICK}
          axisLine={false}
          tickLine={false}
          minTickGap={24}
          tickFormatter={(value: string) => formatDate(`${value}T00:00:00`).replace(/, \d{4}$/, '')}
        />
        <YAxis allowDecimals={false} tick={CHART_AXIS_TICK} axisLine={false} tickLine={false} />
        <Tooltip
          contentStyle={CHART_TOOLTIP_STYLE}
          labelFormatter={(value) => formatDate(`${String(value)}T00:00:00`)}
          formatter={(value, name) => [value, name === 'reviews' ? 'Reviews' : 'Responses']}
        />
        <Area
          type="monotone"
          dataKey="reviews"
          stroke="var(--primary)"
          fill="var(--primary-subtle)"
          strokeWidth={2}
          isAnimationActive={false}
        />
        <Area
          type="monotone"
          dataKey="responses"
          stroke="var(--success)"
          fill="transparent"
          strokeWidth={2}
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
