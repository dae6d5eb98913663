import { z } from 'zod';
import { LIVE_EVENT_KINDS, type LiveEventKind } from '@bizamply/contracts';
import { startChannelListener, type ChannelListener } from '../../db/listener.ts';

/** The channel the triggers of migration 0016 notify (custom SQL). */
export const LIVE_CHANNEL = 'bizamply_live';

/** What a trigger said changed: ids only. */
export interface ChangeNotice {
  kind: LiveEventKind;
  accountId: string;
  brandId: string | null;
}

const noticeSchema = z.object({ k: z.enum(LIVE_EVENT_KINDS), a: z.uuid(), b: z.uuid().nullish() });

export function parseNotice(payload: string | undefined): ChangeNotice | null {
  if (!payload || payload.length > 1000) return null;
  try {
    const parsed = noticeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? { kind: parsed.data.k, accountId: parsed.data.a, brandId: parsed.data.b ?? null } : null;
  } catch {
    return null;
  }
}

export type LiveListener = ChannelListener;

/** The live channel's listener (db/listener.ts): one per process, each payload parsed as a ChangeNotice. */
export function startListener(options: {
  connectionString: string;
  onNotice: (notice: ChangeNotice) => void;
  /** LISTEN is active; `reconnected`: it was lost before, so notices sent meanwhile are gone. */
  onListening: (reconnected: boolean) => void;
  log: { warn: (message: string) => void };
}): LiveListener & { probe: () => void } {
  return startChannelListener({
    ...options,
    channel: LIVE_CHANNEL,
    onPayload: (payload) => {
      const notice = parseNotice(payload);
      if (notice) options.onNotice(notice);
    },
  });
}
