import type pg from 'pg';
import type { SimulatorCredentials } from '@bizamply/contracts';
import type { FaultBook } from '../faults.ts';
import type { SimStore } from '../store/db.ts';

export interface SimulatorOptions {
  /** The origin our server is reached at, so emitted webhooks and OAuth redirects find it. */
  publicUrl: string;
  /** Where the simulator itself is reached (consent forms post here); defaults to `${publicUrl}/sim`. */
  selfUrl?: string;
  /** PostgreSQL for the simulator's own `simulator` schema (the server passes its pool in simulator mode). */
  pool: pg.Pool;
  /** App credentials the platforms know us by; defaults to SIMULATOR_APP_CREDENTIALS. */
  credentials?: SimulatorCredentials;
  /** Operator tokens (Meta system user, TikTok Business Center); defaults to SIMULATOR_OPERATOR. */
  operator?: { metaSystemUserToken: string; tiktokAccessToken: string; tiktokBusinessCenterId: string };
}

export interface SimulatorContext {
  faults: FaultBook;
  options: SimulatorOptions;
  store: SimStore;
  credentials: SimulatorCredentials;
  operator: NonNullable<SimulatorOptions['operator']>;
  /** Where each platform's own routes live, e.g. `${publicUrl}/sim/judgeme`. */
  baseUrl: (segment: string) => string;
}
