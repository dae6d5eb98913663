import { ADMIN_CUSTOMER_LIMITS, ADMIN_CUSTOMER_MESSAGES, SHELL_MESSAGES } from '@bizamply/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Download, RefreshCw, Settings2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { CUSTOMERS_KEY, getCustomersForExport, useCustomers, type StatusFilter } from '../api/customers';
import { CustomerFormDialog } from '../components/customer-form-dialog';
import { AdminAccessDenied, VerifyingAdminAccess } from '../components/admin-gate-screens';
import { CreditSettingsDialog } from '../components/credit-settings-dialog';
import { CustomerDialogs, type OpenDialog } from '../components/customer-dialogs';
import { CustomerSummary } from '../components/customer-summary';
import { CustomersTable } from '../components/customers-table';
import { downloadCustomersCsv } from '../lib/customers-csv';

/** Spec 3 §5: customer search is debounced 500 ms. */
const SEARCH_DEBOUNCE_MS = 500;

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'banned', label: 'Banned' },
];

/** /customers (administrators): summary, search, status filter, table with row actions, export. */
export function CustomersPage() {
  useDocumentTitle(SHELL_MESSAGES.navCustomers);
  const queryClient = useQueryClient();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<StatusFilter>('all');
  // A new search or filter starts again at page 1.
  const filterKey = `${search}\u0000${status}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const query = useCustomers({ page, search, status });
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [pageDialog, setPageDialog] = useState<'add' | 'settings' | null>(null);
  const [exporting, setExporting] = useState(false);

  if (query.isPending) return <VerifyingAdminAccess />;
  if (query.isError && isApiError(query.error) && query.error.status === 403) return <AdminAccessDenied />;

  const onExport = async () => {
    setExporting(true);
    try {
      downloadCustomersCsv(await getCustomersForExport({ search, status }));
    } catch {
      toast.error(ADMIN_CUSTOMER_MESSAGES.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const data = query.data;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <PageHeader
        className="pb-0"
        title={ADMIN_CUSTOMER_MESSAGES.pageTitle}
        description="Every customer account: credits, connections, activity and access."
        actions={
          <>
            <Button variant="outline" onClick={() => void onExport()} loading={exporting}>
              {exporting ? null : <Download aria-hidden="true" />}
              {ADMIN_CUSTOMER_MESSAGES.export}
            </Button>
            <Button
              variant="outline"
              onClick={() => void queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY })}
              disabled={query.isFetching}
            >
              <RefreshCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
              {ADMIN_CUSTOMER_MESSAGES.refresh}
            </Button>
            <Button variant="outline" onClick={() => setPageDialog('settings')}>
              <Settings2 aria-hidden="true" />
              {ADMIN_CUSTOMER_MESSAGES.creditSettings}
            </Button>
            <Button onClick={() => setPageDialog('add')}>
              <UserPlus aria-hidden="true" />
              {ADMIN_CUSTOMER_MESSAGES.addCustomer}
            </Button>
          </>
        }
      />

      <CustomerSummary summary={data?.summary} />

      {query.isError ? <Alert onRetry={() => void query.refetch()}>{ADMIN_CUSTOMER_MESSAGES.fetchFailed}</Alert> : null}

      <Card className="overflow-hidden">
        <div className="flex flex-wrap items-center gap-3 border-b border-border px-4 py-3">
          <SearchInput
            containerClassName="min-w-[220px] flex-1"
            label="Search customers"
            placeholder="Search by name or email..."
            value={searchInput}
            maxLength={ADMIN_CUSTOMER_LIMITS.searchMax}
            onChange={(event) => setSearchInput(event.target.value.slice(0, ADMIN_CUSTOMER_LIMITS.searchMax))}
          />
          <Select value={status} onValueChange={(value) => setStatus(value as StatusFilter)}>
            <SelectTrigger className="w-44" aria-label="Status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {STATUS_OPTIONS.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div aria-busy={query.isFetching || undefined} className={query.isPlaceholderData ? 'opacity-60' : undefined}>
          {/* A failed load shows the alert above and an empty table, never skeletons that wait forever. */}
          <CustomersTable
            customers={data?.customers ?? (query.isError ? [] : undefined)}
            onOpen={(kind, customer) => setDialog({ kind, customer })}
          />
        </div>
        {data ? (
          <Pagination
            page={data.pagination.currentPage}
            pageSize={ADMIN_CUSTOMER_LIMITS.pageSize}
            total={data.pagination.totalCount}
            onPageChange={(next) => setPaging({ filterKey, page: next })}
          />
        ) : null}
      </Card>

      <CustomerDialogs open={dialog} onClose={() => setDialog(null)} />
      {pageDialog === 'add' ? <CustomerFormDialog onClose={() => setPageDialog(null)} /> : null}
      {pageDialog === 'settings' ? <CreditSettingsDialog onClose={() => setPageDialog(null)} /> : null}
    </div>
  );
}
