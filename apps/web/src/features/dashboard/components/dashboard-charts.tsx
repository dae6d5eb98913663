import type { Granularity, SeriesPoint } from '@bizamply/contracts';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { CHART_AXIS_TICK as axisTick, CHART_TOOLTIP_STYLE as tooltipStyle } from '@/lib/chart-theme';
import { CHART_TOKENS } from '../lib/chart-colors';
import type { DonutSlice, SeriesSpec } from '../lib/chart-sets';
import { bucketLabel, formatSeriesValue } from '../lib/format-figures';

/**
 * The dashboard's Recharts drawings (each fills the box its card gives it), in their own module: the page
 * loads it with React.lazy, so the chart library arrives after the page's frame. Animation is off everywhere:
 * figures appear at once and stay still. Each drawing is hidden from screen readers; the card beside it
 * carries the numbers as a table.
 */

interface SeriesChartProps {
  points: SeriesPoint[];
  series: SeriesSpec[];
  granularity: Granularity;
}

/** Fixed scales where the figure has one: a rate runs to 100 %, a rating to 5. */
const domainOf = (series: SeriesSpec[]): [number, number | 'auto'] => {
  const unit = series[0]?.unit;
  if (unit === 'percent') return [0, 100];
  if (unit === 'rating') return [0, 5];
  return [0, 'auto'];
};

const unitOf = (series: SeriesSpec[], name: unknown) => series.find((entry) => entry.label === name)?.unit ?? 'count';

/** Grid, time axis, value axis and tooltip of the two series charts, as a list of children Recharts reads. */
function seriesAxes(series: SeriesSpec[], granularity: Granularity, minTickGap: number) {
  return [
    <CartesianGrid key="grid" vertical={false} stroke={CHART_TOKENS.grid} />,
    <XAxis
      key="x"
      dataKey="date"
      tick={axisTick}
      axisLine={false}
      tickLine={false}
      minTickGap={minTickGap}
      tickFormatter={(value: string) => bucketLabel(value, granularity)}
    />,
    <YAxis
      key="y"
      allowDecimals={series[0]?.unit !== 'count'}
      domain={domainOf(series)}
      tick={axisTick}
      axisLine={false}
      tickLine={false}
    />,
    <Tooltip
      key="tooltip"
      cursor={{ fill: 'var(--muted)' }}
      contentStyle={tooltipStyle}
      labelFormatter={(value) => bucketLabel(String(value), granularity)}
      formatter={(value, name) => [formatSeriesValue(Number(value), unitOf(series, name)), name]}
    />,
  ];
}

export function TrendAreaChart({ points, series, granularity }: SeriesChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: -12 }} accessibilityLayer={false}>
        <defs>
          {series.map((entry) => (
            <linearGradient key={entry.key} id={`fill-${entry.key}`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="5%" stopColor={entry.color} stopOpacity={0.25} />
              <stop offset="95%" stopColor={entry.color} stopOpacity={0.02} />
            </linearGradient>
          ))}
        </defs>
        {seriesAxes(series, granularity, 24)}
        {series.map((entry, index) => (
          <Area
            key={entry.key}
            type="monotone"
            dataKey={entry.key}
            name={entry.label}
            stroke={entry.color}
            strokeWidth={2}
            fill={index === 0 ? `url(#fill-${entry.key})` : 'transparent'}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </AreaChart>
    </ResponsiveContainer>
  );
}

export function PeriodBarChart({ points, series, granularity }: SeriesChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: -12 }} accessibilityLayer={false}>
        {seriesAxes(series, granularity, 16)}
        {series.map((entry) => (
          <Bar
            key={entry.key}
            dataKey={entry.key}
            name={entry.label}
            fill={entry.color}
            radius={[3, 3, 0, 0]}
            maxBarSize={28}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function DistributionDonut({ slices }: { slices: DonutSlice[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart accessibilityLayer={false}>
        <Pie
          data={slices}
          dataKey="value"
          nameKey="name"
          innerRadius="58%"
          outerRadius="88%"
          paddingAngle={slices.length > 1 ? 2 : 0}
          stroke="var(--surface)"
          isAnimationActive={false}
          // The card hides the drawing from assistive technology; a focusable slice inside it would be a trap.
          rootTabIndex={-1}
        >
          {slices.map((slice) => (
            <Cell key={slice.name} fill={slice.color} />
          ))}
        </Pie>
        <Tooltip
          contentStyle={tooltipStyle}
          formatter={(value, name) => [formatSeriesValue(Number(value), 'count'), name]}
        />
      </PieChart>
    </ResponsiveContainer>
  );
}

interface TickProps {
  x?: number;
  y?: number;
  payload?: { value?: string | number };
}

/** Product names stay on one line (Recharts would wrap them): cut already, rotated under vertical bars. */
function ProductTick({ x = 0, y = 0, payload, rotate }: TickProps & { rotate: boolean }) {
  return (
    <text
      x={x}
      y={y}
      dy={rotate ? 10 : 4}
      textAnchor="end"
      fill={CHART_TOKENS.axis}
      fontSize={12}
      transform={rotate ? `rotate(-35 ${x} ${y})` : undefined}
    >
      {payload?.value}
    </text>
  );
}

export interface ProductBar {
  name: string;
  label: string;
  count: number;
}

export function ProductVolumeChart({
  products,
  orientation,
}: {
  products: ProductBar[];
  orientation: 'horizontal' | 'vertical';
}) {
  const horizontal = orientation === 'horizontal';
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={products}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ top: 4, right: 16, bottom: 0, left: horizontal ? 0 : -12 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={!horizontal} vertical={horizontal} stroke={CHART_TOKENS.grid} />
        {horizontal ? (
          <>
            <XAxis type="number" allowDecimals={false} tick={axisTick} axisLine={false} tickLine={false} />
            <YAxis
              type="category"
              dataKey="label"
              width={136}
              tick={<ProductTick rotate={false} />}
              axisLine={false}
              tickLine={false}
            />
          </>
        ) : (
          <>
            <XAxis
              dataKey="label"
              interval={0}
              tick={<ProductTick rotate />}
              axisLine={false}
              tickLine={false}
              height={64}
            />
            <YAxis allowDecimals={false} tick={axisTick} axisLine={false} tickLine={false} />
          </>
        )}
        <Tooltip
          cursor={{ fill: 'var(--muted)' }}
          contentStyle={tooltipStyle}
          labelFormatter={(_, payload) => String(payload[0]?.payload?.name ?? '')}
          formatter={(value) => [formatSeriesValue(Number(value), 'count'), 'Reviews']}
        />
        <Bar
          dataKey="count"
          name="Reviews"
          fill={CHART_TOKENS.primary}
          radius={horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
          maxBarSize={22}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
