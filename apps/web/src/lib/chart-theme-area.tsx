import type { SeriesPoint } from '@bizamply/contracts';
import { area, curveMonotoneX, line } from 'd3-shape';
import { valueTicks } from './chart-theme-layout';
import { CategoryAxisBottom, ChartFrame, ChartTooltip, ValueAxisLeft, type Plot, type Size } from './chart-theme-svg';

type SeriesKey = Exclude<keyof SeriesPoint, 'date'>;

export interface AreaSeries {
  key: SeriesKey;
  label: string;
  color: string;
  /** Under the line: a fading gradient of its colour, a flat colour, or nothing ('transparent'). */
  fill: 'gradient' | string;
  format: (value: number | null | undefined) => string;
}

interface AreaSeriesChartProps {
  points: SeriesPoint[];
  series: AreaSeries[];
  /** A fixed top (a rate's 100, a rating's 5) or five ticks from 0; decimals only where the figure has them. */
  axis: { fixedMax?: number; allowDecimals: boolean };
  tickLabel: (date: string) => string;
  tooltipLabel: (date: string) => string;
  /** A height class when the chart sets its own height; by default it fills its box. */
  height?: string;
}

/** Margins: a 60 px value axis pulled 12 px left, 8 px above, a 30 px time axis below, 12 px on the right. */
const plotOf = ({ width, height }: Size): Plot => ({ left: 48, top: 8, right: width - 12, bottom: height - 30 });

/**
 * Series over time as monotone lines (d3-shape's `curveMonotoneX`) over filled areas, with the grid, both
 * axes, and on hover or touch a guide line, a dot on each line and the figures of the nearest bucket.
 */
export function AreaSeriesChart({ points, series, axis, tickLabel, tooltipLabel, height }: AreaSeriesChartProps) {
  const layout = (size: Size) => {
    const plot = plotOf(size);
    const step = points.length > 1 ? (plot.right - plot.left) / (points.length - 1) : 0;
    const xs = points.map((_, index) => plot.left + index * step);
    const nearest = (x: number) => Math.min(Math.max(Math.round((x - plot.left) / (step || 1)), 0), points.length - 1);
    const largest = Math.max(0, ...points.flatMap((point) => series.map((entry) => point[entry.key] ?? 0)));
    const { ticks, max } = valueTicks(largest, axis.fixedMax, axis.allowDecimals);
    const y = (value: number) => plot.bottom - (value / max) * (plot.bottom - plot.top);
    return { plot, xs, nearest, ticks, y };
  };
  return (
    <ChartFrame
      height={height}
      tooltip={(size, pointer) => {
        const point = points[layout(size).nearest(pointer.x)];
        if (!point) return null;
        const items = series.map((entry) => ({
          name: entry.label,
          value: entry.format(point[entry.key]),
          color: entry.color,
        }));
        return <ChartTooltip size={size} pointer={pointer} label={tooltipLabel(point.date)} items={items} />;
      }}
    >
      {(size, pointer) => {
        const { plot, xs, nearest, ticks, y } = layout(size);
        const active = pointer ? nearest(pointer.x) : null;
        const activeX = active === null ? undefined : xs[active];
        return (
          <>
            <defs>
              {series.map((entry) => (
                <linearGradient key={entry.key} id={`fill-${entry.key}`} x1="0" y1="0" x2="0" y2="1">
                  <stop offset="5%" stopColor={entry.color} stopOpacity={0.25} />
                  <stop offset="95%" stopColor={entry.color} stopOpacity={0.02} />
                </linearGradient>
              ))}
            </defs>
            <ValueAxisLeft plot={plot} ticks={ticks} y={y} grid="var(--border)" />
            <CategoryAxisBottom
              plot={plot}
              width={size.width}
              labels={points.map((point) => tickLabel(point.date))}
              centres={xs}
              gap={24}
            />
            {activeX === undefined ? null : (
              <line x1={activeX} x2={activeX} y1={plot.top} y2={plot.bottom} stroke="#ccc" />
            )}
            {series.map((entry) => {
              const defined = points.flatMap((point, at) => {
                const value = point[entry.key];
                return value === null || value === undefined ? [] : [[xs[at] ?? 0, y(value)] as [number, number]];
              });
              const fill = area().y0(y(0)).curve(curveMonotoneX)(defined);
              const stroke = line().curve(curveMonotoneX)(defined);
              const hovered = active === null ? undefined : points[active]?.[entry.key];
              return (
                <g key={entry.key}>
                  <path d={fill ?? ''} fill={entry.fill === 'gradient' ? `url(#fill-${entry.key})` : entry.fill} />
                  <path d={stroke ?? ''} fill="none" stroke={entry.color} strokeWidth={2} />
                  {activeX === undefined || hovered === null || hovered === undefined ? null : (
                    <circle cx={activeX} cy={y(hovered)} r={4} fill={entry.color} stroke="#fff" strokeWidth={2} />
                  )}
                </g>
              );
            })}
          </>
        );
      }}
    </ChartFrame>
  );
}
