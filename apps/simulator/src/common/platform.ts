import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Platform, SimFault } from '@bizamply/contracts';
import type { SimulatorContext } from './context.ts';

/** An error answer in a platform's own wire format. */
export interface ErrorWire {
  status: number;
  body: unknown;
}

/**
 * One platform's simulated side, declared in `apps/simulator/src/<segment>/index.ts` and listed once in
 * `../platforms.ts`: the simulator's plugin, control API, stats and fault injection read that list.
 */
export interface SimulatorPlatform {
  id: Platform;
  /** Where its routes are mounted: /sim/<segment> (Google Analytics lives under /sim/ga4). */
  segment: string;
  routes: (context: SimulatorContext) => FastifyPluginAsync;
  /** Its part of the control API (/sim/control/...): seeding items, emitting webhooks. */
  control?: (app: FastifyInstance, context: SimulatorContext) => void;
  /** How many items the platform holds for an account (GET /sim/control/stats/<id>). */
  countItems?: (context: SimulatorContext, account: string) => Promise<number>;
  /** The platform's own answers to injected faults; absent kinds answer the generic shape. */
  faults?: Partial<Record<SimFault['kind'], ErrorWire>>;
  /** Tokens valid from the start (operator tokens: Meta system user, TikTok Business Center). */
  startTokens?: (context: SimulatorContext) => { account: string; token: string; kind?: string }[];
  /** Webhook topics the demo's accounts are subscribed to from the start (the server's seed registers none). */
  demoSubscriptions?: () => { account: string; topic: string }[];
}

export const defineSimulatorPlatform = (platform: SimulatorPlatform) => platform;
