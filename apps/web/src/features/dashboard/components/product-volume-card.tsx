import { DASHBOARD_MESSAGES, PRODUCT_LABEL_CUT, type PeriodQuery } from '@bizamply/contracts';
import { useState } from 'react';
import { formatNumber } from '@/lib/format';
import { useProductVolume } from '../api/get-product-volume';
import { cutText } from '../lib/format-figures';
import { ChartCard } from './chart-card';
import { SegmentedToggle } from './segmented-toggle';
import { ProductVolumeChart } from './lazy-charts';

type Orientation = keyof typeof PRODUCT_LABEL_CUT;
const HEIGHT = 300;

const ORIENTATIONS = [
  { value: 'horizontal', label: DASHBOARD_MESSAGES.horizontal },
  { value: 'vertical', label: DASHBOARD_MESSAGES.vertical },
] as const;

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
          <SegmentedToggle label="Bar direction" options={ORIENTATIONS} value={orientation} onChange={setOrientation} />
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
