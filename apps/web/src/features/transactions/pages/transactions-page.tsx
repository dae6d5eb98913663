import { CREDIT_MESSAGES, TRANSACTIONS_PAGE_MESSAGES as T, type CreditTransaction } from '@bizamply/contracts';
import { useMemo, useState } from 'react';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { toast } from '@/components/ui/toast';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { downloadFile } from '@/lib/csv';
import {
  getTransactionsForExport,
  TRANSACTIONS_PAGE_SIZE,
  useTransactions,
  type TransactionFilters,
} from '../api/get-transactions';
import { SummaryCards } from '../components/summary-cards';
import { TransactionDetailsDialog } from '../components/transaction-details-dialog';
import { EMPTY_FILTERS, TransactionFilters as FiltersBar, type FilterState } from '../components/transaction-filters';
import { TransactionsTable } from '../components/transactions-table';
import { buildTransactionsCsv, transactionsFileName } from '../lib/transaction-format';

/** Spec 2 §9: the search box waits 500 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 500;

/** /transactions: the account's credit ledger (spec 2 "Transactions page", spec 3 §7). */
export function TransactionsPage() {
  useDocumentTitle(CREDIT_MESSAGES.transactionsTitle);
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<CreditTransaction | null>(null);
  const [exporting, setExporting] = useState(false);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);

  const query: TransactionFilters = useMemo(
    () => ({
      search,
      type: filters.type,
      platform: filters.platform,
      status: filters.status,
      startDate: filters.dates?.from.toISOString(),
      endDate: filters.dates?.to.toISOString(),
    }),
    [search, filters.type, filters.platform, filters.status, filters.dates],
  );
  // Every filter change starts again from the first page (spec 3 §4).
  const [lastQuery, setLastQuery] = useState(query);
  if (lastQuery !== query) {
    setLastQuery(query);
    setPage(1);
  }
  const transactions = useTransactions(query, page);
  const data = transactions.data;

  const onExport = async () => {
    setExporting(true);
    try {
      const rows = await getTransactionsForExport(query);
      downloadFile(transactionsFileName(), buildTransactionsCsv(rows), 'text/csv;charset=utf-8');
    } catch {
      toast.error(CREDIT_MESSAGES.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const error = transactions.isError
    ? isApiError(transactions.error) && transactions.error.message
      ? transactions.error.message
      : CREDIT_MESSAGES.loadTransactionsFailed
    : null;

  return (
    <div className="mx-auto flex w-full max-w-[1280px] flex-col gap-5">
      <PageHeader title={CREDIT_MESSAGES.transactionsTitle} description={T.subtitle} className="pb-0" />
      <SummaryCards balance={data?.currentBalance} />
      <Card className="overflow-hidden">
        <FiltersBar
          filters={filters}
          onChange={(patch) => setFilters((current) => ({ ...current, ...patch }))}
          onClear={() => setFilters(EMPTY_FILTERS)}
          onExport={() => void onExport()}
          exporting={exporting}
        />
        <TransactionsTable
          transactions={data?.transactions ?? []}
          loading={transactions.isPending}
          error={error}
          onRetry={() => void transactions.refetch()}
          onView={setSelected}
        />
        <Pagination
          page={page}
          pageSize={TRANSACTIONS_PAGE_SIZE}
          total={data?.pagination.totalCount ?? 0}
          onPageChange={setPage}
        />
      </Card>
      <TransactionDetailsDialog transaction={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
