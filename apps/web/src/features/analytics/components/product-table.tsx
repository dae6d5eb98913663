import { ANALYTICS_LIMITS, ANALYTICS_PAGE_MESSAGES as M, fillMessage } from '@bizamply/contracts';
import type { ProductAnalyticsItem } from '@bizamply/contracts';
import { Star, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { productRow } from '../lib/analytics-export';

const COLUMNS = 6;

/** The top-10 details table under the tabs; View All Products shows every ranked product (up to 15). */
export function ProductTable({ products, loading }: { products: ProductAnalyticsItem[]; loading: boolean }) {
  const [showAll, setShowAll] = useState(false);
  const rows = showAll ? products : products.slice(0, ANALYTICS_LIMITS.table);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{M.productDetails}</CardTitle>
        <CardDescription>The most reviewed products of the period, with this week&apos;s new reviews</CardDescription>
      </CardHeader>
      <Table aria-label={M.productDetails}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-5">{M.columnProduct}</TableHead>
            <TableHead numeric>{M.columnReviews}</TableHead>
            <TableHead numeric>{M.columnCustomers}</TableHead>
            <TableHead numeric>{M.columnAvgRating}</TableHead>
            <TableHead numeric>{M.columnResponseTime}</TableHead>
            <TableHead className="pr-5">{M.columnPlatforms}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading ? (
            Array.from({ length: 5 }, (_, index) => (
              <TableRow key={index}>
                <TableCell colSpan={COLUMNS} className="px-5">
                  <Skeleton className="h-5" />
                </TableCell>
              </TableRow>
            ))
          ) : rows.length === 0 ? (
            <TableEmpty colSpan={COLUMNS}>{M.noProducts}</TableEmpty>
          ) : (
            rows.map((product) => {
              const [, reviews, customers, rating, responseTime] = productRow(product);
              return (
                <TableRow key={product.name}>
                  <TableCell className="min-w-44 pl-5">
                    <div className="flex flex-col">
                      <span className="font-medium">{product.name}</span>
                      {product.recentReviews > 0 ? (
                        <span className="tabular inline-flex items-center gap-1 text-xs text-success-foreground">
                          <TrendingUp aria-hidden="true" className="size-3" />
                          {fillMessage(M.thisWeek, { count: product.recentReviews })}
                        </span>
                      ) : null}
                    </div>
                  </TableCell>
                  <TableCell numeric>{reviews}</TableCell>
                  <TableCell numeric>{customers}</TableCell>
                  <TableCell numeric>
                    <span className="inline-flex items-center gap-1">
                      {product.avgRating === null ? null : (
                        <Star aria-hidden="true" className="size-3.5 fill-pending text-pending" />
                      )}
                      {rating}
                    </span>
                  </TableCell>
                  <TableCell numeric>{responseTime}</TableCell>
                  <TableCell className="pr-5">
                    <span className="flex items-center gap-1">
                      {product.platforms.map((platform) => (
                        <PlatformIcon key={platform} platform={platform} size="sm" withLabel={false} />
                      ))}
                    </span>
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
      <CardFooter className="justify-between">
        <span className="tabular text-xs text-muted-foreground">
          {loading ? '' : `${rows.length} of ${products.length} products`}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setShowAll((value) => !value)}
          aria-expanded={showAll}
          disabled={products.length <= ANALYTICS_LIMITS.table}
        >
          {showAll ? M.showFewer : M.viewAllProducts}
        </Button>
      </CardFooter>
    </Card>
  );
}
