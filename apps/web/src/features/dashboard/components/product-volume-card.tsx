import { DASHBOARD_MESSAGES, PRODUCT_LABEL_CUT, type PeriodQuery } from '@bizamply/contracts';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useProductVolume } from '../api/get-product-volume';
import { cutText } from '../lib/format-figures';
import { ChartCard } from './chart-card';
import { ProductVolumeChart } from './lazy-charts';

type Orientation = keyof typeof PRODUCT_LABEL_CUT;
const HEIGHT = 300;

function OrientationToggle({ value, onChange }: { value: Orientation; onChange: (value: Orientation) => void }) {
  const options: Orientation[] = ['horizontal', 'vertical'];
  return (
    <div role="group" aria-label="Bar direction" className="inline-flex rounded-md border border-input p-0.5">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'rounded px-2 py-1 text-xs font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
            value === option && 'bg-muted text-foreground',
          )}
        >
          {option === 'horizontal' ? DASHBOARD_MESSAGES.horizontal : DASHBOARD_MESSAGES.vertical}
        </button>
      ))}
    </div>
  );
}

/** Spec 2 Dashboard: up to 8 products, horizontal bars by default, names cut at 15 (or 10 when vertical). */
export function ProductVolumeCard({ period }: { period: PeriodQuery }) {
  const [orientation, setOrientation] = useState<Orientation>('horizontal');
  const query = useProductVolume(period);
  const products = (query.data ?? []).map((product) => ({
    name: product.name,
    label: cutText(product.name, PRODUCT_LABEL_CUT[orientation]),
    count: product.count,
  }));
  return (
    <ChartCard
      title={DASHBOARD_MESSAGES.productReviewVolume}
      height={HEIGHT}
      loading={query.isPending}
      empty={query.isError || products.length === 0}
      emptyText={query.isError ? DASHBOARD_MESSAGES.fetchFailed : DASHBOARD_MESSAGES.noProductData}
      fill
      footer={
        <div className="flex justify-end">
          <OrientationToggle value={orientation} onChange={setOrientation} />
        </div>
      }
      table={{
        caption: DASHBOARD_MESSAGES.productReviewVolume,
        columns: ['Product', 'Reviews'],
        rows: products.map((product) => [product.name, formatNumber(product.count)]),
      }}
    >
      <ProductVolumeChart products={products} orientation={orientation} />
    </ChartCard>
  );
}
