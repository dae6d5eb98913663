import { Facebook } from 'lucide-react';
import type { PlatformMark } from '../types';

export const facebookMark: PlatformMark = { id: 'facebook', Icon: Facebook, tone: 'bg-[#1877f2] text-white' };
