import {
  DASHBOARD_BAR_PERIODS,
  DRAFT_QUALITY_MESSAGES,
  INTENT_LABELS,
  LANGUAGE_NAMES,
  type BrandVoiceSuggestion,
  type DashboardBarPeriod,
  type DraftQuality,
  type DraftQualityRow,
} from '@bizamply/contracts';
import { Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { fillTemplate, formatNumber, formatPercent } from '@/lib/format';
import { useApplyVoiceSuggestion } from '../api/apply-voice-suggestion';
import { INITIAL_DRAFT_QUALITY_PERIOD, useDraftQuality } from '../api/get-draft-quality';
import { SegmentedToggle } from './segmented-toggle';

const PROVIDERS: Record<string, string> = { builtin: 'Built-in composer', openai: 'OpenAI-compatible' };
const PERIODS = DASHBOARD_BAR_PERIODS.map((value) => ({ value, label: `${value.slice(0, -1)} days` }));
const BREAKDOWNS = [
  { key: 'byProvider', label: DRAFT_QUALITY_MESSAGES.byProvider, name: (key: string) => PROVIDERS[key] ?? key },
  {
    key: 'byLanguage',
    label: DRAFT_QUALITY_MESSAGES.byLanguage,
    name: (key: string) => LANGUAGE_NAMES[key as keyof typeof LANGUAGE_NAMES] ?? key.toUpperCase(),
  },
  {
    key: 'byIntent',
    label: DRAFT_QUALITY_MESSAGES.byIntent,
    name: (key: string) => INTENT_LABELS[key as keyof typeof INTENT_LABELS] ?? key,
  },
] as const;

function Breakdown({ rows, name }: { rows: DraftQualityRow[]; name: (key: string) => string }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>&nbsp;</TableHead>
          <TableHead numeric>Drafts</TableHead>
          <TableHead numeric>Unchanged</TableHead>
          <TableHead numeric>{DRAFT_QUALITY_MESSAGES.averageEdit}</TableHead>
          <TableHead numeric>{DRAFT_QUALITY_MESSAGES.discarded}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell>{name(row.key)}</TableCell>
            <TableCell numeric>{formatNumber(row.drafts)}</TableCell>
            <TableCell numeric>{formatPercent(row.unchangedPercent)}</TableCell>
            <TableCell numeric>{formatPercent(row.averageEditPercent)}</TableCell>
            <TableCell numeric>{formatPercent(row.discardedPercent)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function suggestionText(suggestion: BrandVoiceSuggestion): string {
  return suggestion.kind === 'avoid'
    ? fillTemplate(DRAFT_QUALITY_MESSAGES.avoidSuggestion, { word: suggestion.word, count: suggestion.count })
    : fillTemplate(DRAFT_QUALITY_MESSAGES.signOffSuggestion, { signOff: suggestion.signOff, count: suggestion.count });
}

function Suggestions({ suggestions }: { suggestions: BrandVoiceSuggestion[] }) {
  const apply = useApplyVoiceSuggestion();
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{DRAFT_QUALITY_MESSAGES.suggestions}</h3>
      {suggestions.length === 0 ? (
        <p className="text-xs text-muted-foreground">{DRAFT_QUALITY_MESSAGES.noSuggestions}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {suggestions.map((suggestion) => (
            <li
              key={suggestion.kind === 'avoid' ? `avoid:${suggestion.word}` : `signOff:${suggestion.signOff}`}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2"
            >
              <span className="flex min-w-0 items-start gap-2 text-sm">
                <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-pending" />
                {suggestionText(suggestion)}
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={apply.isPending}
                onClick={() =>
                  apply.mutate(suggestion, {
                    onSuccess: () => toast.success(DRAFT_QUALITY_MESSAGES.applied),
                    onError: (error) => toast.error(errorMessage(error, DRAFT_QUALITY_MESSAGES.loadFailed)),
                  })
                }
              >
                {suggestion.kind === 'avoid' ? DRAFT_QUALITY_MESSAGES.applyAvoid : DRAFT_QUALITY_MESSAGES.applySignOff}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Figures({ data }: { data: DraftQuality }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="tabular text-xl font-semibold">
        {fillTemplate(DRAFT_QUALITY_MESSAGES.unchanged, {
          percent: formatPercent(data.unchangedPercent).replace('%', ''),
        })}
      </p>
      <dl className="grid grid-cols-3 gap-3 text-sm">
        {[
          ['Drafts sent', formatNumber(data.drafts)],
          [DRAFT_QUALITY_MESSAGES.averageEdit, formatPercent(data.averageEditPercent)],
          [DRAFT_QUALITY_MESSAGES.discarded, formatPercent(data.discardedPercent)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md bg-muted/60 px-3 py-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="tabular text-base font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <Tabs defaultValue="byIntent">
        <TabsList>
          {BREAKDOWNS.map((breakdown) => (
            <TabsTrigger key={breakdown.key} value={breakdown.key}>
              {breakdown.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {BREAKDOWNS.map((breakdown) => (
          <TabsContent key={breakdown.key} value={breakdown.key}>
            <Breakdown rows={data[breakdown.key]} name={breakdown.name} />
          </TabsContent>
        ))}
      </Tabs>
      <Suggestions suggestions={data.suggestions} />
    </div>
  );
}

/**
 * Issue 17: how much people change the AI's drafts before sending them (per provider, language and intent),
 * and brand-voice changes suggested by the edits they keep making.
 */
export function DraftQualityCard() {
  const [period, setPeriod] = useState<DashboardBarPeriod>(INITIAL_DRAFT_QUALITY_PERIOD);
  const query = useDraftQuality(period);
  return (
    <Card aria-labelledby="draft-quality-title" className="flex min-w-0 flex-col">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id="draft-quality-title">{DRAFT_QUALITY_MESSAGES.title}</CardTitle>
        <SegmentedToggle label="Draft quality period" options={PERIODS} value={period} onChange={setPeriod} />
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div aria-hidden="true" className="flex flex-col gap-3">
            <Skeleton className="h-7 w-2/3" />
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : query.isError ? (
          <Alert onRetry={() => void query.refetch()}>
            {errorMessage(query.error, DRAFT_QUALITY_MESSAGES.loadFailed)}
          </Alert>
        ) : query.data.drafts === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">{DRAFT_QUALITY_MESSAGES.noData}</p>
        ) : (
          <Figures data={query.data} />
        )}
      </CardContent>
    </Card>
  );
}
