import { PLATFORM_LABELS, type PlatformShare, type SeriesPoint } from '@bizamply/contracts';
import { AreaSeriesChart } from '@/lib/chart-theme-area';
import { bands, valueTicks } from '@/lib/chart-theme-layout';
import { PLATFORM_CHART_COLORS, CHART_AXIS_TICK } from '@/lib/chart-theme';
import {
  ChartFrame,
  ChartTooltip,
  HoverBand,
  roundedBar,
  ValueAxisBottom,
  type Plot,
  type Size,
} from '@/lib/chart-theme-svg';
import { formatDate } from '@/lib/format';

/**
 * The page's drawings (plain SVG, the dashboard's chart parts), in their own module so they load only with this
 * page (analytics-page imports it with React.lazy). Nothing animates: figures appear at once and stay still.
 */

export function PlatformDistributionChart({ shares }: { shares: PlatformShare[] }) {
  const data = shares.map((share) => ({ ...share, label: PLATFORM_LABELS[share.platform] }));
  const layout = ({ width, height }: Size) => {
    // A 110 px name axis after an 8 px margin, a 30 px value axis under the bars.
    const plot: Plot = { left: 118, top: 4, right: width - 16, bottom: height - 34 };
    const { ticks, max } = valueTicks(Math.max(0, ...data.map((entry) => entry.count)), undefined, false);
    const x = (value: number) => plot.left + (value / max) * (plot.right - plot.left);
    return { plot, ticks, x, slots: bands(data.length, plot.top, plot.bottom) };
  };
  const rowAt = (size: Size, pointerX: number, pointerY: number) => {
    const { plot, slots } = layout(size);
    if (pointerX < plot.left || pointerX > plot.right) return null;
    const index = slots.findIndex((slot) => pointerY >= slot.start && pointerY <= slot.start + slot.size);
    return index < 0 ? null : index;
  };
  return (
    <div style={{ height: Math.max(120, data.length * 44) }}>
      <ChartFrame
        tooltip={(size, pointer) => {
          const index = rowAt(size, pointer.x, pointer.y);
          const entry = index === null ? undefined : data[index];
          if (!entry) return null;
          const items = [{ name: 'Reviews', value: String(entry.count), color: PLATFORM_CHART_COLORS[entry.platform] }];
          return <ChartTooltip size={size} pointer={pointer} label={entry.label} items={items} />;
        }}
      >
        {(size, pointer) => {
          const { plot, ticks, x, slots } = layout(size);
          const active = pointer ? rowAt(size, pointer.x, pointer.y) : null;
          const activeSlot = active === null ? undefined : slots[active];
          return (
            <>
              <HoverBand plot={plot} band={activeSlot} along="y" />
              <ValueAxisBottom plot={plot} ticks={ticks} x={x} grid="var(--border)" />
              {data.map((entry, index) => {
                const slot = slots[index];
                if (!slot) return null;
                const middle = slot.start + slot.size / 2;
                return (
                  <g key={entry.platform}>
                    <text x={plot.left - 8} y={middle} dy="0.355em" textAnchor="end" {...CHART_AXIS_TICK}>
                      {entry.label}
                    </text>
                    {entry.count > 0 ? (
                      <path
                        d={roundedBar(plot.left, middle - 10, x(entry.count) - plot.left, 20, 4, 'right')}
                        fill={PLATFORM_CHART_COLORS[entry.platform]}
                      />
                    ) : null}
                  </g>
                );
              })}
            </>
          );
        }}
      </ChartFrame>
    </div>
  );
}

export function ReviewsOverTimeChart({ points }: { points: SeriesPoint[] }) {
  return (
    <AreaSeriesChart
      height="h-[220px]"
      points={points}
      series={[
        { key: 'reviews', label: 'Reviews', color: 'var(--primary)', fill: 'var(--primary-subtle)', format: String },
        { key: 'responses', label: 'Responses', color: 'var(--success)', fill: 'transparent', format: String },
      ]}
      axis={{ allowDecimals: false }}
      tickLabel={(date) => formatDate(`${date}T00:00:00`).replace(/, \d{4}$/, '')}
      tooltipLabel={(date) => formatDate(`${date}T00:00:00`)}
    />
  );
}
