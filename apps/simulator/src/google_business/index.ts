import { defineSimulatorPlatform } from '../common/platform.ts';
import { googleBusinessControl, locationReviews, locations } from './data.ts';
import { googleBusinessRoutes } from './routes.ts';

const googleError = (code: number, status: string, message: string) => ({
  status: code,
  body: { error: { code, message, status } },
});

/** Google Business Profile (platform id `google_business`), served under /sim/google_business. */
export const googleBusinessSimulator = defineSimulatorPlatform({
  id: 'google_business',
  segment: 'google_business',
  routes: googleBusinessRoutes,
  control: googleBusinessControl,
  countItems: async (context, account) => {
    const location = (await locations(context)).find((entry) => entry.id === account);
    return location ? (await locationReviews(context, location)).length : 0;
  },
  faults: {
    rate_limit: googleError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded for quota metric.'),
    expired_token: googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'),
  },
});
