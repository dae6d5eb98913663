import { ShoppingBag } from 'lucide-react';
import type { PlatformMark } from '../types';

export const shopifyMark: PlatformMark = { id: 'shopify', Icon: ShoppingBag, tone: 'bg-[#5e8e3e] text-white' };
