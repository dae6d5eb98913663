import { ANALYTICS_PAGE_MESSAGES as M } from '@bizamply/contracts';
import { BrainCircuit, FileChartColumn, Route } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const ITEMS = [
  { title: M.predictiveAnalytics, icon: BrainCircuit },
  { title: M.customerJourney, icon: Route },
  { title: M.customReports, icon: FileChartColumn },
];

/** Spec 2: the 'More Analytics Coming Soon' panel (Sentiment Analysis is live: see spec-deviations). */
export function ComingSoonPanel() {
  return (
    <Card className="border-dashed bg-muted/40 shadow-none">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>{M.comingSoonTitle}</CardTitle>
        <Badge variant="primary">{M.comingQ2}</Badge>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-3">
          {ITEMS.map(({ title, icon: Icon }) => (
            <li
              key={title}
              className="flex items-center gap-3 rounded-lg border border-border bg-surface px-3 py-2.5 text-sm"
            >
              <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
              {title}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
