import { MessageCircle } from 'lucide-react';
import type { PlatformMark } from '../types';

export const whatsappMark: PlatformMark = { id: 'whatsapp', Icon: MessageCircle, tone: 'bg-[#128c4a] text-white' };
