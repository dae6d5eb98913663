import { CUSTOMER_CSV_COLUMNS, customersCsvFileName, type AdminCustomer } from '@bizamply/contracts';
import { describe, expect, it } from 'vitest';
import { customersToCsv } from './customers-csv';

const customer = (overrides: Partial<AdminCustomer> = {}): AdminCustomer => ({
  _id: 'u1',
  customerId: 'a1',
  firstName: 'Ann',
  lastName: 'Lee, "Jr"',
  Email: 'ann@example.com',
  status: 'active',
  accountType: 'free',
  emailVerified: true,
  isOnline: false,
  lastLogin: null,
  lastLoginIP: null,
  createdAt: '2026-03-04T10:00:00.000Z',
  totalCredits: 150,
  usedCredits: 20,
  availableCredits: 130,
  transactionStats: { totalTransactions: 4, totalCreditsUsed: 20, totalCreditsAdded: 150, lastTransaction: null },
  primaryBrand: null,
  connectedPlatforms: [],
  totalConnections: 0,
  ...overrides,
});

describe('customersToCsv', () => {
  it('writes the spec columns, then one quoted row per customer', () => {
    const lines = customersToCsv([customer()]).trimEnd().split('\r\n');
    expect(lines[0]).toBe(CUSTOMER_CSV_COLUMNS.map((column) => `"${column}"`).join(','));
    expect(lines[1]).toBe(
      '"u1","Ann","Lee, ""Jr""","ann@example.com","active","150","20","130","4","2026-03-04","Never"',
    );
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    const csv = customersToCsv([customer({ firstName: '=HYPERLINK("x")' })]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('names the file customers-{date}.csv', () => {
    expect(customersCsvFileName(new Date('2026-11-22T18:00:00Z'))).toBe('customers-2026-11-22.csv');
  });
});
