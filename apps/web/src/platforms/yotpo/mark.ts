import { MessageSquareQuote } from 'lucide-react';
import type { PlatformMark } from '../types';

export const yotpoMark: PlatformMark = { id: 'yotpo', Icon: MessageSquareQuote, tone: 'bg-[#0042e4] text-white' };
