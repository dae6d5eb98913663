import { useLayoutEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { CHART_AXIS_TICK, CHART_TOOLTIP_STYLE } from './chart-theme';
import { labelsThatFit, labelWidth, type Band } from './chart-theme-layout';

/**
 * The frame and parts the dashboard's SVG charts share: the box's size (measured once, then followed with a
 * ResizeObserver so a resize redraws), the pointer's place, the tooltip and the axes. Plain React and SVG: no
 * chart store, no animation, and no label measured in the page.
 */

export interface Size {
  width: number;
  height: number;
}

export interface Pointer {
  x: number;
  y: number;
}

interface ChartFrameProps {
  /** A height class when the drawing sets its own height; by default it fills its box. */
  height?: string;
  children: (size: Size, pointer: Pointer | null) => ReactNode;
  tooltip: (size: Size, pointer: Pointer) => ReactNode;
}

export function ChartFrame({ children, tooltip, height }: ChartFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [pointer, setPointer] = useState<Pointer | null>(null);

  useLayoutEffect(() => {
    const node = box.current;
    if (!node) return;
    const update = (width: number, height: number) =>
      setSize((now) => (now && now.width === width && now.height === height ? now : { width, height }));
    const rect = node.getBoundingClientRect();
    update(Math.round(rect.width), Math.round(rect.height));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) update(Math.round(entry.contentRect.width), Math.round(entry.contentRect.height));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    setPointer({ x: event.clientX - rect.left, y: event.clientY - rect.top });
  };

  return (
    <div
      ref={box}
      className={clsx('relative w-full touch-pan-y', height ?? 'h-full')}
      onPointerMove={follow}
      onPointerDown={follow}
      // A finger lifted fires pointerleave: a tapped tooltip stays until the next touch or the mouse leaves.
      onPointerLeave={(event) => event.pointerType !== 'touch' && setPointer(null)}
    >
      {size && size.width > 0 && size.height > 0 ? (
        <>
          <svg width={size.width} height={size.height} className="chart-surface block overflow-visible">
            {children(size, pointer)}
          </svg>
          {pointer ? tooltip(size, pointer) : null}
        </>
      ) : null}
    </div>
  );
}

export interface TooltipItem {
  name: string;
  value: string;
  color: string;
}

/** The tooltip box, 10 px from the pointer, on its left when it would leave the chart on the right. */
export function ChartTooltip({
  size,
  pointer,
  label,
  items,
}: {
  size: Size;
  pointer: Pointer;
  label?: string;
  items: TooltipItem[];
}) {
  const flip = pointer.x > size.width / 2;
  return (
    <div
      className="pointer-events-none absolute top-0 left-0 z-10"
      style={{
        transform: `translate(${flip ? `calc(${pointer.x - 10}px - 100%)` : `${pointer.x + 10}px`}, ${pointer.y + 10}px)`,
      }}
    >
      <div style={{ margin: 0, padding: 10, whiteSpace: 'nowrap', ...CHART_TOOLTIP_STYLE }}>
        {label ? <p style={{ margin: 0 }}>{label}</p> : null}
        <ul style={{ padding: 0, margin: 0 }}>
          {items.map((item) => (
            <li key={item.name} style={{ display: 'block', paddingTop: 4, paddingBottom: 4, color: item.color }}>
              {item.name} : {item.value}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export interface Plot {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Value ticks on the left (labels end 8 px before the plot), with horizontal grid lines across the plot. */
export function ValueAxisLeft({
  plot,
  ticks,
  y,
  grid,
}: {
  plot: Plot;
  ticks: number[];
  y: (value: number) => number;
  grid: string;
}) {
  return (
    <g>
      {ticks.map((tick) => (
        <line key={`grid-${tick}`} x1={plot.left} x2={plot.right} y1={y(tick)} y2={y(tick)} stroke={grid} />
      ))}
      {ticks.map((tick) => (
        <text key={tick} x={plot.left - 8} y={y(tick)} dy="0.355em" textAnchor="end" {...CHART_AXIS_TICK}>
          {tick}
        </text>
      ))}
    </g>
  );
}

/** Value ticks along the bottom, with vertical grid lines (the product chart's horizontal bars). */
export function ValueAxisBottom({
  plot,
  ticks,
  x,
  grid,
}: {
  plot: Plot;
  ticks: number[];
  x: (value: number) => number;
  grid: string;
}) {
  return (
    <g>
      {ticks.map((tick) => (
        <line key={`grid-${tick}`} x1={x(tick)} x2={x(tick)} y1={plot.top} y2={plot.bottom} stroke={grid} />
      ))}
      {ticks.map((tick) => (
        <text key={tick} x={x(tick)} y={plot.bottom + 8} dy="0.71em" textAnchor="middle" {...CHART_AXIS_TICK}>
          {tick}
        </text>
      ))}
    </g>
  );
}

/** Category labels under the plot, as many as fit `gap` px apart within the drawing, kept from the last one. */
export function CategoryAxisBottom({
  plot,
  width,
  labels,
  centres,
  gap,
}: {
  plot: Plot;
  width: number;
  labels: string[];
  centres: number[];
  gap: number;
}) {
  const kept = labelsThatFit(
    centres,
    labels.map((label) => labelWidth(label)),
    0,
    width,
    gap,
  );
  return (
    <g>
      {kept.map(({ index, x }) => (
        <text key={index} x={x} y={plot.bottom + 8} dy="0.71em" textAnchor="middle" {...CHART_AXIS_TICK}>
          {labels[index]}
        </text>
      ))}
    </g>
  );
}

/** The index of the category under the pointer, or null when it is outside the plot's width. */
export function categoryAt(pointer: Pointer | null, plot: Plot, count: number): number | null {
  if (!pointer || count === 0 || pointer.x < plot.left || pointer.x > plot.right) return null;
  const index = Math.floor(((pointer.x - plot.left) / (plot.right - plot.left)) * count);
  return Math.min(Math.max(index, 0), count - 1);
}

/** A bar with its two far corners rounded (`radius` px), growing from `base` along the value axis. */
export function roundedBar(x: number, y: number, width: number, height: number, radius: number, side: 'top' | 'right') {
  const r = Math.max(Math.min(radius, width / 2, height / 2), 0);
  if (side === 'top') {
    return `M${x},${y + height}V${y + r}Q${x},${y} ${x + r},${y}H${x + width - r}Q${x + width},${y} ${x + width},${y + r}V${y + height}Z`;
  }
  return `M${x},${y}H${x + width - r}Q${x + width},${y} ${x + width},${y + r}V${y + height - r}Q${x + width},${y + height} ${x + width - r},${y + height}H${x}Z`;
}

/** The hovered category's band, shaded across the plot (`along` the category axis: x for columns, y for rows). */
export function HoverBand({ plot, band, along }: { plot: Plot; band: Band | undefined; along: 'x' | 'y' }) {
  if (!band) return null;
  return along === 'x' ? (
    <rect x={band.start} y={plot.top} width={band.size} height={plot.bottom - plot.top} fill="var(--muted)" />
  ) : (
    <rect x={plot.left} y={band.start} width={plot.right - plot.left} height={band.size} fill="var(--muted)" />
  );
}
