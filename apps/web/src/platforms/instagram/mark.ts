import { Instagram } from 'lucide-react';
import type { PlatformMark } from '../types';

export const instagramMark: PlatformMark = {
  id: 'instagram',
  Icon: Instagram,
  tone: 'bg-gradient-to-br from-[#f58529] via-[#dd2a7b] to-[#8134af] text-white',
};
