import type { CreditTransaction } from '@bizamply/contracts';
import { describe, expect, it } from 'vitest';
import { availableBarPercent } from '../components/summary-cards';
import {
  brandCell,
  buildTransactionsCsv,
  creditsDisplay,
  messagePreview,
  shortId,
  transactionsFileName,
  truncate,
} from './transaction-format';

const entry = (overrides: Partial<CreditTransaction> = {}): CreditTransaction => ({
  _id: 'b63b567d-f5a3-4012-96ed-f43e6d3b79d9',
  BrandName: 'Northwind Coffee',
  BrandId: '5a439982-e29c-4e56-baa6-ec6d0b11fe72',
  type: 'usage',
  platform: 'tiktok',
  creditsUsed: 1,
  creditsAdded: 0,
  status: 'success',
  createdAt: '2026-11-22T16:29:27.459Z',
  description: 'Response sent to tiktok',
  messageContent: null,
  customerMessage: 'Love this brand so much, never disappoints, the best coffee of my life',
  response: 'Hi Isabella, thank you!',
  generatedResponse: 'Hi Isabella, thank you!',
  commentId: 'b3895833-e35b-44bc-9050-77e52947775e',
  metadata: {},
  ...overrides,
});

describe('transaction display helpers', () => {
  it('shows the last 8 characters of the id, uppercased', () => {
    expect(shortId('b63b567d-f5a3-4012-96ed-f43e6d3b79d9')).toBe('6D3B79D9');
  });

  it('shows the brand name or Unknown Brand, and the last 8 of the brand id or N/A', () => {
    expect(brandCell(entry())).toEqual({ name: 'Northwind Coffee', id: '0b11fe72' });
    expect(brandCell(entry({ BrandName: null, BrandId: null }))).toEqual({ name: 'Unknown Brand', id: 'N/A' });
  });

  it('cuts text at 50 characters', () => {
    expect(truncate('short')).toBe('short');
    expect(truncate('x'.repeat(50))).toBe('x'.repeat(50));
    expect(truncate('x'.repeat(51))).toBe(`${'x'.repeat(50)}...`);
  });

  it('previews message and response, or the description when there is neither', () => {
    expect(messagePreview(entry())).toEqual({
      message: 'Love this brand so much, never disappoints, the be...',
      response: 'Hi Isabella, thank you!',
    });
    expect(
      messagePreview(
        entry({ customerMessage: null, response: null, generatedResponse: null, description: 'Credit pack' }),
      ),
    ).toEqual({ message: 'Credit pack', response: null });
  });

  it('signs credits: used in minus, added in plus, otherwise 0', () => {
    expect(creditsDisplay({ creditsUsed: 1, creditsAdded: 0 })).toEqual({ text: '-1 Credit', tone: 'used' });
    expect(creditsDisplay({ creditsUsed: 0, creditsAdded: 1000 })).toEqual({ text: '+1,000 Credits', tone: 'added' });
    expect(creditsDisplay({ creditsUsed: 0, creditsAdded: 0 })).toEqual({ text: '0 Credits', tone: 'none' });
  });

  it('keeps the Available Credits bar at least 5% wide when credits are left', () => {
    expect(availableBarPercent(1, 1000)).toBe(5);
    expect(availableBarPercent(231, 1100)).toBeCloseTo(21, 0);
    expect(availableBarPercent(0, 1000)).toBe(0);
    expect(availableBarPercent(5, 0)).toBe(0);
  });
});

describe('transactions CSV', () => {
  it('writes full values under a header, one line per entry', () => {
    const lines = buildTransactionsCsv([entry(), entry({ BrandName: null, BrandId: null, commentId: null })]).split(
      '\r\n',
    );
    expect(lines[0]).toBe(
      'Transaction ID,Brand,Brand ID,Type,Platform,Credits Used,Credits Added,Status,Date,Description,Customer Message,Response,Comment ID',
    );
    expect(lines[1]).toBe(
      'b63b567d-f5a3-4012-96ed-f43e6d3b79d9,Northwind Coffee,5a439982-e29c-4e56-baa6-ec6d0b11fe72,usage,tiktok,1,0,success,2026-11-22T16:29:27.459Z,Response sent to tiktok,"Love this brand so much, never disappoints, the best coffee of my life","Hi Isabella, thank you!",b3895833-e35b-44bc-9050-77e52947775e',
    );
    expect(lines[2]).toContain(',Unknown Brand,,usage,');
    expect(lines).toHaveLength(3);
  });

  it('names the file with the date', () => {
    expect(transactionsFileName(new Date(2026, 10, 22))).toBe('transactions-2026-11-22.csv');
  });
});
