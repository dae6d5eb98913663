import { CUSTOMER_CSV_COLUMNS, customersCsvFileName, type AdminCustomer } from '@bizamply/contracts';

/** Quotes every cell; a leading = + - @ is neutralised so a spreadsheet never runs a cell as a formula. */
function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const day = (value: string | null) => (value ? value.slice(0, 10) : '');

/** Spec 3 §9 "Export CSV columns (customers)". */
export function customersToCsv(customers: readonly AdminCustomer[]): string {
  const rows = customers.map((customer) => [
    customer._id,
    customer.firstName,
    customer.lastName,
    customer.Email,
    customer.status,
    customer.totalCredits,
    customer.usedCredits,
    customer.availableCredits,
    customer.transactionStats.totalTransactions,
    day(customer.createdAt),
    customer.lastLogin ?? 'Never',
  ]);
  return [CUSTOMER_CSV_COLUMNS, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Hands the file to the browser as customers-{date}.csv. */
export function downloadCustomersCsv(customers: readonly AdminCustomer[], now = new Date()): void {
  const blob = new Blob([customersToCsv(customers)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = customersCsvFileName(now);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
