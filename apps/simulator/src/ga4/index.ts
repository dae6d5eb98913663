import { defineSimulatorPlatform } from '../common/platform.ts';
import { ga4Control, ga4Routes } from './routes.ts';

/** Google Analytics 4 (platform id `google`), served under /sim/ga4. */
export const ga4Simulator = defineSimulatorPlatform({
  id: 'google',
  segment: 'ga4',
  routes: ga4Routes,
  control: ga4Control,
  faults: {
    rate_limit: {
      status: 429,
      body: {
        error: {
          code: 429,
          message: 'Exhausted property tokens for a project per hour.',
          status: 'RESOURCE_EXHAUSTED',
        },
      },
    },
    expired_token: {
      status: 401,
      body: {
        error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' },
      },
    },
  },
});
