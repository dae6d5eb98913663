import type { Granularity, SeriesPoint } from '@bizamply/contracts';
import { arc } from 'd3-shape';
import { AreaSeriesChart } from '@/lib/chart-theme-area';
import { CHART_TOKENS } from '../lib/chart-colors';
import { bands, barsInBand, sliceAngles, valueTicks } from '@/lib/chart-theme-layout';
import type { DonutSlice, SeriesSpec } from '../lib/chart-sets';
import { bucketLabel, formatSeriesValue } from '../lib/format-figures';
import {
  CategoryAxisBottom,
  categoryAt,
  ChartFrame,
  ChartTooltip,
  HoverBand,
  roundedBar,
  ValueAxisBottom,
  ValueAxisLeft,
  type Plot,
  type Size,
} from '@/lib/chart-theme-svg';

/**
 * The dashboard's drawings (each fills the box its card gives it), plain SVG shaped with d3-shape, in their own
 * module: the page loads it with React.lazy, after the page's frame. Nothing animates. Each drawing is hidden
 * from screen readers; the card beside it carries the numbers as a table. (Why not Recharts any more:
 * docs/performance.md, "Lighthouse, eighth pass".)
 */

interface SeriesChartProps {
  points: SeriesPoint[];
  series: SeriesSpec[];
  granularity: Granularity;
}

/** Fixed scales where the figure has one: a rate runs to 100 %, a rating to 5. */
const fixedMaxOf = (series: SeriesSpec[]) =>
  series[0]?.unit === 'percent' ? 100 : series[0]?.unit === 'rating' ? 5 : undefined;

function seriesScale(points: SeriesPoint[], series: SeriesSpec[], plot: Plot) {
  const largest = Math.max(0, ...points.flatMap((point) => series.map((entry) => point[entry.key] ?? 0)));
  const { ticks, max } = valueTicks(largest, fixedMaxOf(series), series[0]?.unit !== 'count');
  const y = (value: number) => plot.bottom - (value / max) * (plot.bottom - plot.top);
  return { ticks, y };
}

/** Margins of the two series charts: a 60 px value axis pulled 12 px left, a 30 px time axis. */
const seriesPlot = ({ width, height }: Size): Plot => ({ left: 48, top: 8, right: width - 12, bottom: height - 30 });

function seriesTooltip(points: SeriesPoint[], series: SeriesSpec[], granularity: Granularity, index: number | null) {
  const point = index === null ? undefined : points[index];
  if (!point) return null;
  return {
    label: bucketLabel(point.date, granularity),
    items: series.map((entry) => ({
      name: entry.label,
      value: formatSeriesValue(point[entry.key], entry.unit),
      color: entry.color,
    })),
  };
}

export function TrendAreaChart({ points, series, granularity }: SeriesChartProps) {
  return (
    <AreaSeriesChart
      points={points}
      series={series.map((entry, index) => ({
        key: entry.key,
        label: entry.label,
        color: entry.color,
        fill: index === 0 ? 'gradient' : 'transparent',
        format: (value) => formatSeriesValue(value, entry.unit),
      }))}
      axis={{ fixedMax: fixedMaxOf(series), allowDecimals: series[0]?.unit !== 'count' }}
      tickLabel={(date) => bucketLabel(date, granularity)}
      tooltipLabel={(date) => bucketLabel(date, granularity)}
    />
  );
}

export function PeriodBarChart({ points, series, granularity }: SeriesChartProps) {
  const layout = (size: Size) => {
    const plot = seriesPlot(size);
    return { plot, bands: bands(points.length, plot.left, plot.right), ...seriesScale(points, series, plot) };
  };
  return (
    <ChartFrame
      tooltip={(size, pointer) => {
        const content = seriesTooltip(
          points,
          series,
          granularity,
          categoryAt(pointer, layout(size).plot, points.length),
        );
        return content ? <ChartTooltip size={size} pointer={pointer} {...content} /> : null;
      }}
    >
      {(size, pointer) => {
        const { plot, bands: slots, ticks, y } = layout(size);
        const active = categoryAt(pointer, plot, points.length);
        const activeBand = active === null ? undefined : slots[active];
        return (
          <>
            <HoverBand plot={plot} band={activeBand} along="x" />
            <ValueAxisLeft plot={plot} ticks={ticks} y={y} grid={CHART_TOKENS.grid} />
            <CategoryAxisBottom
              plot={plot}
              width={size.width}
              labels={points.map((point) => bucketLabel(point.date, granularity))}
              centres={slots.map((slot) => slot.start + slot.size / 2)}
              gap={16}
            />
            {points.map((point, at) => {
              const slot = slots[at];
              if (!slot) return null;
              const places = barsInBand(slot, series.length, 28);
              return (
                <g key={point.date}>
                  {series.map((entry, index) => {
                    const value = point[entry.key] ?? 0;
                    const place = places[index];
                    if (!place || value <= 0) return null;
                    const top = y(value);
                    return (
                      <path
                        key={entry.key}
                        d={roundedBar(slot.start + place.offset, top, place.size, plot.bottom - top, 3, 'top')}
                        fill={entry.color}
                      />
                    );
                  })}
                </g>
              );
            })}
          </>
        );
      }}
    </ChartFrame>
  );
}

export function DistributionDonut({ slices }: { slices: DonutSlice[] }) {
  const angles = sliceAngles(
    slices.map((slice) => slice.value),
    2,
  );
  const layout = ({ width, height }: Size) => {
    // A 5 px margin around the ring, as Recharts' PieChart had.
    const radius = Math.min(width - 10, height - 10) / 2;
    return { cx: width / 2, cy: height / 2, inner: radius * 0.58, outer: radius * 0.88 };
  };
  /** The slice under the pointer: its distance from the centre within the ring, its angle within the slice's. */
  const sliceAt = (size: Size, x: number, y: number) => {
    const { cx, cy, inner, outer } = layout(size);
    const distance = Math.hypot(x - cx, y - cy);
    if (distance < inner || distance > outer) return null;
    const turn = 2 * Math.PI;
    const angle = (((Math.atan2(x - cx, cy - y) % turn) + turn) % turn) - turn;
    const index = angles.findIndex(({ startAngle, endAngle }) =>
      [angle, angle + turn, angle - turn].some((at) => at >= startAngle && at <= endAngle),
    );
    return index < 0 ? null : index;
  };
  return (
    <ChartFrame
      tooltip={(size, pointer) => {
        const index = sliceAt(size, pointer.x, pointer.y);
        const slice = index === null ? undefined : slices[index];
        if (!slice) return null;
        const items = [{ name: slice.name, value: formatSeriesValue(slice.value, 'count'), color: slice.color }];
        return <ChartTooltip size={size} pointer={pointer} items={items} />;
      }}
    >
      {(size) => {
        const { cx, cy, inner, outer } = layout(size);
        const shape = arc<{ startAngle: number; endAngle: number }>().innerRadius(inner).outerRadius(outer);
        return (
          <g transform={`translate(${cx},${cy})`}>
            {slices.map((slice, index) => {
              const angle = angles[index];
              return angle ? (
                <path key={slice.name} d={shape(angle) ?? ''} fill={slice.color} stroke="var(--surface)" />
              ) : null;
            })}
          </g>
        );
      }}
    </ChartFrame>
  );
}

export interface ProductBar {
  name: string;
  label: string;
  count: number;
}

/** Product names stay on one line: cut already (the card cuts them), rotated under vertical bars. */
export function ProductVolumeChart({
  products,
  orientation,
}: {
  products: ProductBar[];
  orientation: 'horizontal' | 'vertical';
}) {
  const horizontal = orientation === 'horizontal';
  const layout = ({ width, height }: Size) => {
    const plot: Plot = horizontal
      ? { left: 136, top: 4, right: width - 16, bottom: height - 30 }
      : { left: 48, top: 4, right: width - 16, bottom: height - 64 };
    const { ticks, max } = valueTicks(Math.max(0, ...products.map((product) => product.count)), undefined, false);
    const slots = horizontal
      ? bands(products.length, plot.top, plot.bottom)
      : bands(products.length, plot.left, plot.right);
    const scale = horizontal
      ? (value: number) => plot.left + (value / max) * (plot.right - plot.left)
      : (value: number) => plot.bottom - (value / max) * (plot.bottom - plot.top);
    return { plot, ticks, slots, scale };
  };
  const productAt = (size: Size, x: number, y: number) => {
    const { plot, slots } = layout(size);
    if (x < plot.left || x > plot.right || y < plot.top || y > plot.bottom) return null;
    const along = horizontal ? y : x;
    const index = slots.findIndex((slot) => along >= slot.start && along <= slot.start + slot.size);
    return index < 0 ? null : index;
  };
  return (
    <ChartFrame
      tooltip={(size, pointer) => {
        const index = productAt(size, pointer.x, pointer.y);
        const product = index === null ? undefined : products[index];
        if (!product) return null;
        const items = [
          { name: 'Reviews', value: formatSeriesValue(product.count, 'count'), color: CHART_TOKENS.primary },
        ];
        return <ChartTooltip size={size} pointer={pointer} label={product.name} items={items} />;
      }}
    >
      {(size, pointer) => {
        const { plot, ticks, slots, scale } = layout(size);
        const active = pointer ? productAt(size, pointer.x, pointer.y) : null;
        const activeSlot = active === null ? undefined : slots[active];
        return (
          <>
            <HoverBand plot={plot} band={activeSlot} along={horizontal ? 'y' : 'x'} />
            {horizontal ? (
              <ValueAxisBottom plot={plot} ticks={ticks} x={scale} grid={CHART_TOKENS.grid} />
            ) : (
              <ValueAxisLeft plot={plot} ticks={ticks} y={scale} grid={CHART_TOKENS.grid} />
            )}
            {products.map((product, index) => {
              const slot = slots[index];
              const place = slot ? barsInBand(slot, 1, 22)[0] : undefined;
              if (!slot || !place) return null;
              const middle = slot.start + slot.size / 2;
              const label = horizontal ? (
                <text x={plot.left - 8} y={middle} dy={4} textAnchor="end" fill={CHART_TOKENS.axis} fontSize={12}>
                  {product.label}
                </text>
              ) : (
                <text
                  x={middle}
                  y={plot.bottom + 8}
                  dy={10}
                  textAnchor="end"
                  fill={CHART_TOKENS.axis}
                  fontSize={12}
                  transform={`rotate(-35 ${middle} ${plot.bottom + 8})`}
                >
                  {product.label}
                </text>
              );
              const end = scale(product.count);
              const bar =
                product.count <= 0
                  ? null
                  : horizontal
                    ? roundedBar(plot.left, slot.start + place.offset, end - plot.left, place.size, 4, 'right')
                    : roundedBar(slot.start + place.offset, end, place.size, plot.bottom - end, 4, 'top');
              return (
                <g key={index}>
                  {label}
                  {bar ? <path d={bar} fill={CHART_TOKENS.primary} /> : null}
                </g>
              );
            })}
          </>
        );
      }}
    </ChartFrame>
  );
}
