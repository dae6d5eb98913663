import { GOOGLE_BUSINESS_MESSAGES } from '@bizamply/contracts/platforms/google_business';
import type { PlatformConnectGuide } from '../types';

export const googleBusinessConnect: PlatformConnectGuide = {
  id: 'google_business',
  setupGuide: GOOGLE_BUSINESS_MESSAGES.setupGuide,
};
