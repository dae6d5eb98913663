import { Music2 } from 'lucide-react';
import type { PlatformMark } from '../types';

export const tiktokMark: PlatformMark = {
  id: 'tiktok',
  Icon: Music2,
  tone: 'bg-[#111111] text-white ring-1 ring-white/20',
};
