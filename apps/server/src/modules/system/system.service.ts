import type pg from 'pg';
import type { HealthResponse } from '@bizamply/contracts';
import type { AiProvider } from '../../ai/index.ts';

export interface HealthDeps {
  pool: pg.Pool;
  ai: AiProvider;
  /** Reports whether the platform side (simulator or live hosts) answers. */
  checkIntegrations: () => Promise<boolean>;
  startedAt: number;
}

async function databaseOk(pool: pg.Pool): Promise<boolean> {
  try {
    await pool.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}

/** Real checks, run in parallel: a round trip to PostgreSQL, the AI provider, the platform side. */
export async function checkHealth(deps: HealthDeps): Promise<HealthResponse> {
  const [database, ai, integrations] = await Promise.all([
    databaseOk(deps.pool),
    deps.ai.check().catch(() => false),
    deps.checkIntegrations().catch(() => false),
  ]);
  const services = {
    database: database ? 'ok' : 'down',
    ai: ai ? 'ok' : 'degraded',
    integrations: integrations ? 'ok' : 'degraded',
  } as const;
  const status = !database ? 'down' : ai && integrations ? 'ok' : 'degraded';
  return { status, services, uptime: Math.round((Date.now() - deps.startedAt) / 1000) };
}
