import { MapPin } from 'lucide-react';
import type { PlatformMark } from '../types';

export const googleBusinessMark: PlatformMark = {
  id: 'google_business',
  Icon: MapPin,
  tone: 'bg-[#4285f4] text-white',
};
