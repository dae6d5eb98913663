import { ChartColumn } from 'lucide-react';
import type { PlatformMark } from '../types';

export const googleMark: PlatformMark = { id: 'google', Icon: ChartColumn, tone: 'bg-[#e37400] text-white' };
