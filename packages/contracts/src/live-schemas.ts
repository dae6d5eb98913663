import { z } from 'zod';
import { LIVE_EVENT_KINDS } from './live.ts';

// The live stream's schemas, apart from the constants of live.ts: the web's shell opens the stream at start and
// loads these beside its request (lib/live/live-stream.ts), so zod is not part of a signed-in page's start.

/** `event: change` data. `brandId` is null for account-wide changes (credits). */
export const liveEventSchema = z.object({ kind: z.enum(LIVE_EVENT_KINDS), brandId: z.string().max(64).nullable() });
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** `event: end` data (LIVE_SSE_EVENTS.end). */
export const liveEndSchema = z.object({ reason: z.enum(['session', 'restart', 'overloaded']) });
