import { GA4_PROPERTY_PATTERN } from '@bizamply/contracts';
import { z } from 'zod';
import { parseBody } from '../http.ts';
import type { IntegrationDeps, PlatformAdapter, PlatformConnection } from '../types.ts';
import { googleCall } from './client.ts';

const propertySchema = z.object({ name: z.string().max(200), displayName: z.string().max(300) });

/**
 * The spec's "GA4-<id>-<n>" value names a property: its middle part is the numeric GA4 property id
 * (`properties/{id}`), the last part the data stream's index. Only the property matters.
 */
export function propertyIdOf(businessId: string): string | null {
  if (!GA4_PROPERTY_PATTERN.test(businessId)) return null;
  return businessId.split('-')[1] ?? null;
}

const reportSchema = z.object({
  rows: z
    .array(
      z.object({
        dimensionValues: z.array(z.object({ value: z.string().max(200) })),
        metricValues: z.array(z.object({ value: z.string().max(50) })),
      }),
    )
    .default([]),
  rowCount: z.number().optional(),
});

/** Data API `runReport` (§8), all values strings in the wire format; paged by limit/offset. */
export async function runReport(
  deps: IntegrationDeps,
  connection: Pick<PlatformConnection, 'externalId' | 'credentials'>,
  request: { startDate: string; endDate: string; dimensions: string[]; metrics: string[] },
) {
  const body = await googleCall(deps, {
    method: 'POST',
    credentials: connection.credentials,
    url: `${deps.settings.google.dataBase}/properties/${connection.externalId}:runReport`,
    json: {
      dateRanges: [{ startDate: request.startDate, endDate: request.endDate }],
      dimensions: request.dimensions.map((name) => ({ name })),
      metrics: request.metrics.map((name) => ({ name })),
      limit: 10_000,
      offset: 0,
    },
  });
  return parseBody('google', reportSchema, body, 'report');
}

/** GA4 brings no comments: a sync checks the property can still be read (connection health). */
export function googleAdapter(deps: IntegrationDeps): PlatformAdapter {
  return {
    platform: 'google',
    async sync(connection) {
      const body = await googleCall(deps, {
        url: `${deps.settings.google.adminBase}/properties/${connection.externalId}`,
        credentials: connection.credentials,
      });
      parseBody('google', propertySchema, body, 'property');
    },
  };
}
