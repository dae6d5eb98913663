import { Star } from 'lucide-react';
import type { PlatformMark } from '../types';

export const judgemeMark: PlatformMark = { id: 'judgeme', Icon: Star, tone: 'bg-[#108474] text-white' };
